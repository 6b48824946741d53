// The one catalogue of what a buyer reads from our forms, route handlers and pages, grouped by area:
// every message of spec sections 5 and 8 (and its success messages) word for word, and our own in
// the same voice. Pure (no zod, no React, no server-only), so a client component reads its texts
// without loading a schema module into its page's first JavaScript. Bounds and timings live where
// they belong (contract/rules/, the components). __tests__/lib/messages/catalogue.test.ts
// fails when one of these texts is written out again anywhere else in app/, components/ or lib/.
import { CART_REFUSALS } from '@/contract/rules/cart-limits';
import { formatKsh } from '@/lib/format/money';
import { CONTACT_LIMITS } from '@/contract/rules/contact-limits';
import { MIN_PASSWORD_LENGTH } from '@/contract/rules/passwords';
import type { FulfilmentState } from '@/contract/rules/status';
import type { RefundState } from '@/contract/rules/refunds';
import type { ShopImageKind } from '@/contract/rules/images';
import { COMMENT_MAX } from '@/contract/rules/reviews';
import { PAYOUT_MINIMUM, type PayoutState } from '@/contract/rules/payouts';
import { TICKET_SUBJECT_MAX, TICKET_TEXT_MAX } from '@/contract/rules/tickets';

/** '{label} must be at most {max} characters.', for any length-capped field. */
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** What the route-handler helper says for itself: the cases no screen has its own words for. */
export const HTTP_MESSAGES = {
  notJson: 'The request body must be JSON.',
  checkForm: 'Please check the form.',
  signIn: 'Please log in to continue.',
  sessionEnded: 'Your session has ended. Please log in again.',
  notFound: 'Not found.',
  unexpected: 'Something went wrong. Please try again.',
  unavailable: 'The marketplace is not answering just now. Please try again in a moment.',
  foreignOrigin: 'This request must come from the marketplace itself.',
  methodNotAllowed: 'This address does not answer that method.',
  oneFile: 'Send one file at a time.',
} as const;

/** The auth screens (spec sections 2, 5 and 8); the other forms reuse them for the same mistakes. */
export const AUTH_MESSAGES = {
  fillAll: 'Please fill in all fields.',
  mismatch: 'Passwords do not match.',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  newMismatch: 'New passwords do not match.',
  loginRequired: 'Please enter your email or phone and your password.',
  emailRequired: 'Please enter your email.',
  codeRequired: 'Please enter the code.',
  codeTooLong: 'The code has 6 digits.',
  invalidEmail: 'Please enter a valid email address.',
  registered: 'Registration successful! You can now login.',
  registerFailed: 'Registration failed',
  loginFailed: 'Login failed',
  sessionEnded: HTTP_MESSAGES.sessionEnded,
  codeSent: 'Reset code sent! Please check your email for the reset code.',
  codeSendFailed: 'Failed to send reset code.',
  /** The spec's other wording of codeSendFailed, unused here. */
  codeSendFailedBare: 'Failed to send reset code',
  codeVerified: 'Code verified successfully! Redirecting you to create new password...',
  codeInvalid: 'Invalid or expired code.',
  /** The spec's other wording of codeInvalid, unused here. */
  codeInvalidBare: 'Invalid or expired code',
  flowMissing: 'Your password reset has expired or was not started in this browser. Please request a new code.',
  passwordReset: 'Password reset! Redirecting to login...',
  resetFailed: 'Failed to reset password',
  passwordUpdated: 'Password updated successfully!',
  passwordChangeFailed: 'Failed to update password.',
  notSignedIn: 'Please log in to change your password.',
  unreachable: 'We could not reach the server. Please check your connection and try again.',
} as const;

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing!',
  failed: 'Subscription failed. Please try again.',
  emailRequired: AUTH_MESSAGES.emailRequired,
  invalidEmail: AUTH_MESSAGES.invalidEmail,
} as const;

export const CONTACT_MESSAGES = {
  fillAll: AUTH_MESSAGES.fillAll,
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters.`,
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.message.toLocaleString('en-KE')} characters.`,
  sent: "Thank you! We'll be in touch soon.",
  failed: "We couldn't send your message. Please try again.",
} as const;

/** The Verify Product dialog and the /verify pages. */
export const VERIFY_MESSAGES = {
  notFound: 'Serial number not found or invalid.',
  malformed: 'The serial number must be 1 to 64 letters, digits or hyphens.',
  empty: 'Please enter a serial number.',
  /** The API did not answer: saying "not found" would call a genuine piece fake. */
  unavailable: "We couldn't check that serial number just now. Please try again.",
} as const;

/** The public pages' failed loads (spec section 8). */
export const CATALOGUE_MESSAGES = {
  productsFailed: 'Failed to load products',
  categoriesFetchFailed: 'Failed to fetch categories',
  /** The spec's other wording for categories, unused here. */
  categoriesFailed: 'Failed to load categories',
  productFailed: 'Failed to load product details',
  marketplaceFailed: 'Failed to load marketplace data',
  taxonomyFailed: 'Failed to load subcategories or products',
  shopsFailed: 'Failed to load shops',
  /** The spec's wording for the shop stats call; the landing's fallback is statsFailed. */
  shopStatsFailed: 'Failed to fetch shop stats',
  statsFailed: 'Failed to load stats',
  storyFailed: 'Unable to load story.',
  storiesFailed: 'Unable to load stories.',
} as const;

export const CART_MESSAGES = {
  quantity: 'Quantity must be a whole number of at least 1.',
  productNotFound: 'Product not found',
  /** The API's words too (contract/rules/cart-limits.ts): a guest and a buyer read the same. */
  outOfStock: CART_REFUSALS.soldOut,
  onlyLeft: CART_REFUSALS.onlyLeft,
  tooManyLines: CART_REFUSALS.tooManyLines,
  /** Spec section 8's toast after Add to Cart. */
  added: (product: string) => `"${product}" added to cart!`,
  removed: (product: string) => `"${product}" removed from cart`,
  addFailed: 'Failed to add item to cart',
  /** The spec's other wording of addFailed, unused here. */
  addFailedShort: 'Failed to add to cart',
  updateFailed: 'Failed to update cart',
  removeFailed: 'Failed to remove item',
  clearFailed: 'Failed to clear the cart',
  loadFailed: 'Failed to load cart',
  pageLoadFailed: 'Failed to load cart. Please try again in a moment.',
  notInCart: 'This product is not in your cart.',
  mergeFailed: 'Failed to merge your cart',
  lineMissing: 'This product is no longer available. It is not included in your total.',
  lineOutOfStock: 'Out of stock. It is not included in your total.',
  lineShort: (stock: number) => `Only ${stock} left in stock. Lower the quantity to include it in your total.`,
  promoSignIn: 'Sign in to use a promo code.',
  promoEnter: 'Enter a promo code.',
  promoApplied: (code: string) => `Promo code ${code} applied.`,
  promoRemoved: 'Promo code removed.',
  promoFailed: 'We could not apply the promo code. Please try again.',
  promoRemoveFailed: 'We could not remove the promo code. Please try again.',
  promoLabel: (code: string) => `Promo code ${code}`,
} as const;

export const CHECKOUT_MESSAGES = {
  notSignedIn: 'Please log in to check out.',
  sessionEnded: HTTP_MESSAGES.sessionEnded,
  emptyCart: 'Your cart is empty.',
  nothingToOrder: 'None of the items in your cart can be ordered right now.',
  chooseAddress: 'Please choose a delivery address.',
  incompleteAddress: 'Please complete the delivery address.',
  failed: 'Checkout failed',
  placed: 'Order placed successfully!',
  attempt: 'Please reload the page and try again.',
  /** What Place order does about money (decision 012): no charge yet, payment is the next step. */
  howPaymentWorks: 'Placing the order does not charge you. Next you pay by M-Pesa (or by card where offered); the items are held for 30 minutes.',
} as const;

/** The address book and checkout's address form (spec section 5). */
export const ADDRESS_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  tooLong,
  phone: 'Please enter a valid phone number.',
  saved: 'Address saved.',
  deleted: 'Address deleted.',
  defaultChanged: 'Default address updated.',
  failed: 'Failed to save the address',
  loadFailed: 'Failed to load addresses',
  savedLoadFailed: 'Your saved addresses could not be loaded. You can enter one below.',
  missing: 'Address not found.',
} as const;

/** Paying for an order (issue 23), with the API's own words. */
export const PAYMENT_MESSAGES = {
  chooseMethod: 'Choose M-Pesa or card.',
  phone: 'Enter a Safaricom number like 0712 345 678 or +254 712 345 678.',
  waiting: 'Check your phone and enter your M-Pesa PIN',
  startFailed: 'The payment could not be started. Please try again.',
  loadFailed: 'Failed to load the payment.',
  listLoadFailed: 'Failed to load payments.',
  declined: 'The payment did not go through.',
  methodsLoadFailed: 'Failed to load the ways to pay.',
  /** Issue 34: cards are paid on the card provider's (Paystack's) page, never typed here. */
  card: 'Card (Visa, Mastercard)',
  cardSandbox: 'Card (sandbox: no money is taken)',
  cardHint: 'You will pay on Paystack’s secure page and come back here.',
  cardRedirecting: 'Taking you to the secure card payment page…',
  cardConfirming: 'Confirming your card payment',
  cardConfirmingDetail: 'This page changes by itself once the card payment is confirmed.',
  cardContinue: 'Continue to the card payment page',
  /** Issue 30: M-Pesa has not answered yet (its callback is late, or it cannot be reached). */
  stillChecking: 'We are still checking your payment with M-Pesa',
  stillCheckingDetail: 'M-Pesa has not confirmed it yet. Please do not pay again: this page changes by itself once M-Pesa answers.',
  /** Issue 34: the wallet pays all of an order, or part of it with the rest by M-Pesa or card. */
  walletChoice: 'Choose whether to use your wallet balance.',
  walletLabel: (available: number) => `Use my wallet balance (${formatKsh(available)} available)`,
  walletCovers: 'Your wallet balance covers this order.',
  walletPart: (wallet: number, rest: number) => `${formatKsh(wallet)} from your wallet; the rest, ${formatKsh(rest)}, by the method below.`,
} as const;

export const ORDER_MESSAGES = {
  missing: 'Order not found',
  loadFailed: 'Failed to load orders',
  none: 'You have not placed any orders yet.',
  emptyPage: 'There are no orders on this page.',
  numberRequired: 'Please enter your order number.',
  /** Spec section 5's Track order. */
  notFound: 'Order not found. Please check your order number.',
  trackingUnavailable: 'Tracking is not available right now. Please try again.',
} as const;

/**
 * Where an order's money stands, shown beside its status (keys: contract/rules/status.ts's
 * PaymentState), so a paid order waiting to ship and an unpaid one no longer both read "Pending".
 */
export const PAYMENT_STATE_LABELS = {
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  partlyRefunded: 'Partly refunded',
  refunded: 'Refunded',
  refundDue: 'Refund due',
  voided: 'Not paid',
} as const;

/**
 * The buyer's shipments (issue 32): one per shop of an order's lines on `/order/{id}` and Track
 * Order, each with its steps, and "I received it" for a shipped parcel.
 */
export const SHIPMENT_MESSAGES = {
  heading: 'Shipments',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  notShippedYet: 'Not shipped yet',
  timeline: 'Timeline',
  receive: 'I received it',
  receiving: 'Confirming...',
  /** The API's own words for a confirmed receipt. */
  received: 'Thank you: the parcel is marked as received.',
  receiveFailed: 'We could not confirm the parcel just now. Please try again.',
  missing: 'Shipment not found',
} as const;

/** A shipment's state (contract/rules/status.ts's FULFILMENT_STATES) as the buyer reads it. */
export const SHIPMENT_STATE_LABELS = {
  pending: 'Waiting for the shop',
  accepted: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
} as const satisfies Record<FulfilmentState, string>;

/** Each dated step of a shipment's timeline. */
export const SHIPMENT_STEP_LABELS = {
  pending: 'Order received by the shop',
  accepted: 'Accepted by the shop',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled by the shop',
} as const satisfies Record<FulfilmentState, string>;

/** Writing, editing and deleting reviews (spec section 5), with the API's own wording. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating.',
  ratingRange: 'Rating must be a whole number from 1 to 5.',
  commentRequired: 'Please write a comment.',
  commentTooLong: `Your comment is too long (${COMMENT_MAX.toLocaleString('en-KE')} characters at most).`,
  loginRequired: 'Please log in to write a review.',
  duplicate: 'You have already reviewed this product.',
  notReceived: 'Only buyers who have received this product can review it.',
  verifiedPurchase: 'Verified purchase',
  thanks: 'Thank you for your review!',
  failed: 'We could not save your review. Please try again.',
  productMissing: 'This product is no longer available.',
  loadFailed: 'Failed to load reviews',
  mineLoadFailed: 'Failed to load your reviews.',
  updated: 'Review updated.',
  deleted: 'Review deleted.',
  missing: 'Review not found.',
  deleteFailed: 'We could not delete your review. Please try again.',
  empty: 'You have not reviewed anything yet.',
  emptyWithToWrite: 'The pieces you bought are listed below: tell other buyers what you think of them.',
  emptyNothingBought: 'Once a piece you bought has arrived, you can review it here.',
  hiddenByAdmin: 'Hidden by our team: other buyers do not see this review and it does not count in the rating.',
  reportLoginRequired: 'Please log in to report a review.',
  reportReasonRequired: 'Please choose a reason.',
  reported: 'Thank you: our team will look at this review.',
  reportDuplicate: 'You have already reported this review.',
  reportOwn: 'You cannot report your own review.',
  reportFailed: 'We could not send your report. Please try again.',
} as const;

export const WISHLIST_MESSAGES = {
  signIn: 'Please log in to save favourites.',
  chooseProduct: 'Please choose a product.',
  saved: 'Saved to your wishlist.',
  removed: 'Removed from your wishlist.',
  savedItem: (product: string) => `"${product}" saved to your wishlist`,
  removedItem: (product: string) => `"${product}" removed from your wishlist`,
  failed: 'Could not update your wishlist. Please try again.',
  loadFailed: 'Failed to load your wishlist.',
} as const;

/** The data tables of the account area, on a screen too narrow for all their columns. */
export const TABLE_MESSAGES = {
  scrollForMore: 'Scroll sideways for more columns.',
} as const;

/** The account area: profile, an admin's status change, the dashboard, wallet and documents. */
export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your details were saved.',
  profileFailed: 'Failed to save your details.',
  profileLoadFailed: 'Failed to load profile.',
  usernameRequired: 'Please enter a username.',
  usernameShape: 'Use 2 to 40 letters, digits, dots, dashes or underscores.',
  phone: ADDRESS_MESSAGES.phone,
  mpesa: 'Please enter a valid M-Pesa number.',
  date: 'Use the date format YYYY-MM-DD.',
  gender: 'Choose one of the options.',
  tooLong,
  statusChoice: 'Choose active, suspended or banned.',
  statusChanged: (status: string) => `The account is now ${status}.`,
  statusFailed: 'Failed to change the account status.',
  adminOnly: 'Only an admin can do this.',
  countsLoadFailed: 'Failed to load your account figures.',
  walletLoadFailed: 'Failed to load your wallet.',
  transactionsLoadFailed: 'Failed to load transactions.',
  invoicesLoadFailed: 'Failed to load invoices.',
  invoiceMissing: 'Invoice not found.',
  invoiceFailed: 'Failed to download the invoice.',
} as const;

/** Returns (spec section 5: order number and reason required). */
export const RETURN_MESSAGES = {
  allRequired: 'All fields are required.',
  created: 'Return request submitted.',
  cancelled: 'Return request cancelled.',
  canceledByYou: 'You cancelled this request.',
  canceledByBuyer: 'Cancelled by the buyer.',
  failed: 'Failed to submit the return request.',
  missing: 'Return request not found.',
  loadFailed: 'Failed to load return requests.',
  refundToChoice: 'Choose where the refund goes.',
  /** The form offers only paid, delivered orders (the window starts at delivery). */
  noneToReturn: 'You have no delivered orders to return yet: returns open once an order has arrived.',
} as const;

/**
 * Refunds to where the money came from (issue 34, point 3): the Refunds section of an order's page,
 * its credit notes, and the choice of where a return's refund goes on Returns & Refunds.
 */
export const REFUND_MESSAGES = {
  heading: 'Refunds',
  creditNote: 'Credit note',
  receipt: 'Provider receipt',
  missing: 'Refund not found.',
  creditNoteFailed: 'Failed to download the credit note.',
  refundTo: 'Refund to',
  toOriginal: 'Where the money came from (M-Pesa or card)',
  toWallet: 'My wallet',
  /** A request's refund before it is approved: where the buyer asked it to go. */
  willGoToOriginal: 'Refund to where the money came from',
  willGoToWallet: 'Refund to your wallet',
  /** One refund of a return, with where it goes: "Refunded to M-Pesa 2547•••••671". */
  line: (state: RefundState, destination: string) =>
    state === 'completed'
      ? `Refunded to ${destination}`
      : state === 'pending'
        ? `On its way to ${destination}`
        : `Delayed on its way to ${destination}: our team is on it`,
} as const;

/** A refund's state (contract/rules/refunds.ts's REFUND_STATES) as the buyer reads it. */
export const REFUND_STATE_LABELS = {
  pending: 'On its way',
  completed: 'Refunded',
  failed: 'Delayed: our team is on it',
} as const satisfies Record<RefundState, string>;

/** The console's returns queue (issue 33, point 5). */
export const ADMIN_RETURN_MESSAGES = {
  signIn: 'Please log in as an admin to decide return requests.',
  adminOnly: 'Only an admin can decide return requests.',
  loadFailed: 'The return requests could not be loaded. Please try again later.',
  none: 'No return requests with this status.',
  emptyPage: 'There are no more return requests on this page.',
  approved: 'Return approved: the refund is on its way to where the buyer asked (the way they paid, or their wallet).',
  rejected: 'Return rejected: the buyer was told why.',
  failed: 'Failed to update the return request. Please try again.',
} as const;

/** The console's reviews (issue 33, point 8): hide with a reason, restore. */
export const ADMIN_REVIEW_MESSAGES = {
  signIn: 'Please log in as an admin to moderate reviews.',
  adminOnly: 'Only an admin can moderate reviews.',
  missing: 'Review not found.',
  loadFailed: 'The reviews could not be loaded. Please try again later.',
  none: 'No reviews here.',
  emptyPage: 'There are no more reviews on this page.',
  hidden: 'Review hidden: it no longer shows on the product page and the rating was recounted.',
  restored: 'Review restored: it shows on the product page again.',
  failed: 'The review could not be changed. Please try again.',
} as const;

/** The console's support inbox and Contact messages (issue 33, point 6). */
export const ADMIN_SUPPORT_MESSAGES = {
  loadFailed: 'The tickets could not be loaded. Please try again later.',
  none: 'No tickets yet. Tickets buyers open appear here.',
  noMatches: 'No tickets match these filters.',
  emptyPage: 'There are no more tickets on this page.',
  ticketFailed: 'The ticket could not be loaded. Please try again later.',
  messagesLoadFailed: 'The messages could not be loaded. Please try again later.',
  noMessages: 'No messages here.',
  messagesEmptyPage: 'There are no more messages on this page.',
  signIn: 'Please log in as an admin to manage Contact messages.',
  adminOnly: 'Only an admin can manage Contact messages.',
  messageMissing: 'Message not found',
  markFailed: 'Failed to update the message. Please try again.',
  markedRead: 'Marked as read.',
  markedUnread: 'Marked as unread.',
  archived: 'Message archived.',
  unarchived: 'Message moved back to read.',
} as const;

/** Support tickets (spec sections 5 and 8), with the API's own wording and limits. */
export const SUPPORT_MESSAGES = {
  loadFailed: 'Failed to load tickets',
  ticketFailed: 'Failed to load the ticket.',
  created: 'Ticket created successfully!',
  createFailed: 'Failed to create ticket',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject may be at most ${TICKET_SUBJECT_MAX} characters.`,
  descriptionRequired: 'Please enter a description.',
  messageRequired: 'Please enter a message.',
  textTooLong: `Please keep it under ${TICKET_TEXT_MAX.toLocaleString('en-KE')} characters.`,
  categoryRequired: 'Please choose a category.',
  priorityRequired: 'Please choose a priority.',
  orderChoice: 'Please choose one of your orders.',
  replyRequired: 'Please write a message.',
  replySent: 'Message sent.',
  replyFailed: 'Failed to send the message.',
  statusRequired: 'Please choose a status.',
  statusUpdated: 'Ticket status updated.',
  statusFailed: 'Failed to update the ticket status.',
  ticketMissing: 'Ticket not found',
} as const;

/** Notification Settings and Newsletter Preferences, the API's words for a bad switch included. */
export const PREFERENCE_MESSAGES = {
  signIn: 'Please log in to manage your preferences.',
  signInPrompt: 'Log in to choose which newsletters you get.',
  loading: 'Loading your preferences...',
  notificationsSaved: 'Notification settings saved.',
  notificationsFailed: 'Failed to save notification settings.',
  notificationsLoadFailed: 'Failed to load notification settings.',
  newsletterSaved: 'Preferences saved.',
  newsletterFailed: 'Failed to save newsletter preferences.',
  newsletterLoadFailed: 'Failed to load newsletter preferences.',
  saveFailed: 'Your choices could not be saved. Please try again.',
  loadFailed: 'Your newsletter preferences could not be loaded.',
  notBoolean: (name: string) => `${name} must be true or false.`,
  unknown: (kind: string, names: string) => `Unknown ${kind}: ${names}`,
} as const;

/** Becoming a seller (issue 32): the /sell page and its form. */
export const SELLER_MESSAGES = {
  signIn: 'Please log in to apply to sell.',
  applied: 'Application received. We will e-mail you when it has been reviewed.',
  applyFailed: 'Failed to send your application.',
  loadFailed: 'Your application could not be loaded. Please try again later.',
} as const;

/** The seller centre (issue 32): its guard, and the overview's empty and failed states. */
export const SELLER_CENTRE = {
  sellersOnly: 'This page is for sellers.',
  sellersOnlyLead: 'Sign in with your seller account, or apply to sell from your buyer account.',
  overviewLoadFailed: 'Your shop overview could not be loaded. Please try again in a moment.',
  noShop: 'Your shop is being set up. It appears here once your application is approved.',
  nothingToShip: 'No orders to ship. New paid orders appear here.',
  noLowStock: 'No active product is running low.',
  noSales: 'No sales yet this month.',
  noReviews: 'No reviews yet. Reviews of your pieces appear here.',
} as const;

/** The operator's console (issue 33): its 403 page, the overview and the audit log. */
export const ADMIN_CONSOLE = {
  staffOnly: "This page is for the marketplace's staff.",
  staffOnlyLead: 'Sign in with an admin account to use the console.',
  overviewLoadFailed: 'The overview could not be loaded. Please try again in a moment.',
  auditLoadFailed: 'The audit log could not be loaded. Please check the filters and try again.',
  noAuditEntries: 'No admin actions recorded yet. Every change an admin makes appears here.',
  noAuditMatches: 'No entries match these filters.',
  auditEmptyPage: 'There are no more entries on this page.',
} as const;

/** The console's orders (issue 33, point 4): the list, its CSV, one order and its cancel. */
export const ADMIN_ORDER_MESSAGES = {
  signIn: 'Please log in as an admin to manage orders.',
  adminOnly: 'Only an admin can manage orders.',
  missing: 'Order not found.',
  loadFailed: 'The orders could not be loaded. Please check the filters and try again.',
  orderFailed: 'The order could not be loaded. Please try again later.',
  none: 'No orders yet.',
  noMatches: 'No orders match these filters.',
  emptyPage: 'There are no more orders on this page.',
  exportFailed: 'Failed to export the orders. Please try again.',
  exportNote: (max: string) => `The CSV holds every order these filters find, newest first, up to ${max}.`,
  canceled: 'Order canceled: the stock is back, the refund is on its way to where the buyer paid, and they were told why.',
  cancelFailed: 'Failed to cancel the order. Please try again.',
  notCancellable: 'Part of this order has shipped or it was canceled, so it can no longer be canceled.',
} as const;

/** The console's payment filter: each financial_status (contract/api/admin-orders.ts) as words. */
export const ORDER_PAYMENT_STATUS_LABELS = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  refund_due: 'Refund due',
  voided: 'Not paid (voided)',
} as const;

/** The shop's orders in the seller centre (issue 32, point 4). */
export const SELLER_ORDER_MESSAGES = {
  signIn: "Please log in to manage your shop's orders.",
  loadFailed: "Your shop's orders could not be loaded. Please try again later.",
  none: 'No orders yet. Paid orders for your shop appear here.',
  noneInState: 'No orders in this state.',
  emptyPage: 'There are no more orders on this page.',
  accepted: 'Order accepted.',
  shipped: 'Order marked as shipped.',
  delivered: 'Order marked as delivered.',
  canceled: 'Order canceled and the buyer refunded.',
  stepFailed: 'Failed to update the order. Please try again.',
  packingSlipFailed: 'Failed to download the packing slip. Please try again.',
  confirmCancel: 'Cancel this order? Its stock returns to your shop and the buyer is refunded. This cannot be undone.',
} as const;

/** The shop's money in the seller centre (issue 34, point 6). */
export const SELLER_PAYOUT_MESSAGES = {
  loadFailed: "Your shop's balance could not be loaded. Please try again later.",
  none: 'No money has moved yet. A delivered order appears here as held, then available once its returns close.',
  emptyPage: 'There are no more entries on this page.',
  signIn: "Please log in to manage your shop's payouts.",
  belowMinimum: `Payouts start at Ksh ${PAYOUT_MINIMUM}: your available balance grows as returns close on delivered orders.`,
  requestFailed: 'Failed to request the payout. Please try again.',
  listFailed: "Your shop's payouts could not be loaded. Please try again later.",
  noPayouts: 'No payouts yet. Once your available balance reaches the minimum, ask for it here.',
  statementFailed: 'Failed to download the statement. Please try again.',
  badMonth: 'Please choose a month.',
  badFormat: 'Please choose CSV or PDF.',
} as const;

/** A payout's state (contract/rules/payouts.ts's PAYOUT_STATES) as the seller reads it. */
export const PAYOUT_STATE_LABELS = {
  pending: 'On its way',
  completed: 'Paid',
  failed: 'Failed',
} as const satisfies Record<PayoutState, string>;

/** The operator's money (issue 34, point 7): the balances, payouts, refunds due and the reconciliation. */
export const ADMIN_MONEY_MESSAGES = {
  loadFailed: "The marketplace's money could not be loaded. Please try again in a moment.",
  agree: 'Every provider agrees with the books.',
  disagree: (n: number) =>
    n === 1 ? '1 provider disagrees with the books: look into the difference.' : `${n} providers disagree with the books: look into each difference.`,
  noProviders: 'No provider has taken or paid any money yet.',
  noPayouts: 'No payouts yet. A shop asks for one once its available balance reaches the minimum.',
} as const;

/** A payout state's tally on the money page, in the words of the payouts' chips (PAYOUT_STATE_LABELS). */
export const PAYOUT_TALLY_LABELS = {
  pending: 'Payouts on their way',
  completed: 'Payouts paid',
  failed: 'Payouts failed',
} as const satisfies Record<PayoutState, string>;

/** A refund state's tally on the money page. */
export const REFUND_TALLY_LABELS = {
  pending: 'Refunds on their way',
  completed: 'Refunds made',
  failed: 'Refunds failed',
} as const satisfies Record<RefundState, string>;

/** The refunds the operator acts on (issue 34, point 3): on /admin/money, send again or give to the wallet. */
export const ADMIN_REFUND_MESSAGES = {
  signIn: 'Please log in as an admin to manage refunds.',
  adminOnly: 'Only an admin can act on refunds.',
  missing: 'Refund not found.',
  loadFailed: 'The refunds to act on could not be loaded. Please try again in a moment.',
  none: 'No refund is failed or on its way: nothing to act on.',
  failed: 'The refund could not be changed. Please try again.',
  retried: 'Refund sent again.',
  toWallet: "Refund added to the buyer's wallet.",
  onItsWay: 'On its way',
  more: (shown: number, total: number) => `The ${shown} oldest of ${total} refunds to act on.`,
} as const;

/** An admin's goodwill credit to a buyer's or seller's wallet (issue 34, point 7), from their page in the console. */
export const WALLET_CREDIT_MESSAGES = {
  failed: 'The wallet credit could not be given. Please try again.',
  given: (amount: string, balance: string) => `${amount} added to the wallet. Its balance is now ${balance}.`,
  reasonHint: 'The person sees it on their wallet statement; it is kept in the audit log.',
} as const;

/** The console's people (issue 33, point 2): the search and a person's page. */
export const ADMIN_USER_MESSAGES = {
  loadFailed: 'The users could not be loaded. Please try again later.',
  userLoadFailed: 'This user could not be loaded. Please try again later.',
  noMatch: 'No users match.',
  emptyPage: 'There are no more users on this page.',
  noOrders: 'No orders yet.',
  noTickets: 'No support tickets.',
  noHistory: 'The account’s status has never been changed.',
  confirm: (step: string, name: string) => `${step} ${name}?`,
  suspendHint: 'They are signed out at once and cannot log in until reactivated.',
  banHint: 'They are signed out at once and cannot log in again unless reactivated.',
  reactivateHint: 'They can log in again.',
  reasonHint: 'Optional: kept in the audit log.',
} as const;

/** The console's sellers (issue 33, point 3): seller applications and shops. */
export const ADMIN_SELLER_MESSAGES = {
  signIn: 'Please log in as an admin to manage sellers.',
  applicationMissing: 'Application not found.',
  shopMissing: 'Shop not found.',
  applicationsLoadFailed: 'The seller applications could not be loaded. Please try again later.',
  shopsLoadFailed: 'The shops could not be loaded. Please try again later.',
  noApplications: 'No seller applications yet.',
  noShops: 'No shops match.',
  approved: 'Application approved: the applicant is now a seller.',
  declined: 'Application declined: the applicant is e-mailed the reason.',
  suspended: 'Shop suspended: its products are hidden from buyers and the seller is e-mailed.',
  restored: 'Shop restored: its products are back for buyers.',
  verified: 'Shop verified: its page shows the verified badge.',
  unverified: 'Shop no longer verified.',
  stepFailed: 'The change could not be made. Please try again.',
} as const;

/** The console's stories (issue 33, point 7): the list, the form, the editor and the steps. */
export const ADMIN_STORY_MESSAGES = {
  signIn: 'Please log in as an admin to manage stories.',
  missing: 'Story not found.',
  loadFailed: 'The stories could not be loaded. Please try again later.',
  storyLoadFailed: 'This story could not be loaded. Please try again later.',
  categoriesLoadFailed: 'The story categories could not be loaded, so the category cannot be changed now.',
  none: 'No stories yet. Write the first one: it stays a draft until you publish it.',
  noMatch: 'No stories match.',
  created: 'Story saved as a draft.',
  saved: 'Story saved.',
  saveFailed: 'Failed to save the story.',
  published: 'Story published: it is on Stories and in the sitemap.',
  unpublished: 'Story unpublished: it is a draft again and has left Stories.',
  stepFailed: 'The change could not be made. Please try again.',
  imageUploaded: 'Image uploaded.',
  imageFailed: 'The image could not be uploaded. Please try again.',
  uploading: 'Uploading the image...',
  linkPrompt: 'The link’s address (https://..., mailto: or tel:). Leave it empty to remove the link.',
} as const;

/** The seller's products (issue 32, point 3): the list, the form and the product's steps. */
export const SELLER_PRODUCT_MESSAGES = {
  signIn: 'Please log in as a seller to manage your products.',
  loadFailed: 'Your products could not be loaded. Please try again later.',
  productLoadFailed: 'This product could not be loaded. Please try again later.',
  taxonomyLoadFailed: 'The categories could not be loaded. Please try again later.',
  missing: 'Product not found.',
  none: 'You have no products yet. Add your first piece: it stays a draft until you publish it.',
  noMatch: 'No products match your search.',
  created: 'Product saved as a draft.',
  saved: 'Product saved.',
  saveFailed: 'Failed to save the product.',
  published: 'Product published.',
  unpublished: 'Product unpublished.',
  archived: 'Product archived.',
  stepFailed: 'Failed to change the state of the product.',
  deleted: 'Product deleted.',
  deleteFailed: 'Failed to delete the product.',
  confirmArchive: 'Archive this product for good? Buyers will no longer see it.',
  confirmDelete: 'Delete this product for good?',
  chooseDivision: 'Please choose a category, a subcategory and a division.',
} as const;

/** A product's photos on its page in the seller centre (issue 32, point 3). */
export const SELLER_PHOTO_MESSAGES = {
  uploading: (index: number, count: number) => `Uploading photo ${index} of ${count}…`,
  saved: 'Photos saved.',
  added: 'Photo added.',
  addFailed: 'Failed to add the photo. Please try again.',
  removed: 'Photo removed.',
  removeFailed: 'Failed to remove the photo. Please try again.',
  reordered: 'Photos reordered.',
  reorderFailed: 'Failed to change the order of the photos. Please try again.',
} as const;

/** The shop's two images, as a sentence names them. */
const SHOP_IMAGE_NAMES: Record<ShopImageKind, string> = { logo: 'Logo', banner: 'Banner' };

/** The shop's profile at /seller/shop (issue 32, point 6). */
export const SELLER_SHOP_MESSAGES = {
  signIn: 'Please log in as a seller to manage your shop.',
  loadFailed: 'Your shop could not be loaded. Please try again later.',
  saved: 'Your shop profile is saved.',
  saveFailed: 'Failed to save your shop profile.',
  uploading: 'Uploading…',
  imageSaved: (kind: ShopImageKind) => `${SHOP_IMAGE_NAMES[kind]} saved.`,
  imageRemoved: (kind: ShopImageKind) => `${SHOP_IMAGE_NAMES[kind]} removed.`,
  imageFailed: 'Failed to save the image. Please try again.',
  removeFailed: 'Failed to remove the image. Please try again.',
  imageMissing: 'Image not found.',
} as const;
