// The buyer's account as pages and components see it: plain, camelCase, normalised once by the
// resource modules in lib/upstream/. Nothing else reads the API's raw account shapes.
import type { PersonRef } from './person';
import type { OrderRefund } from './orders';
import type { RefundDestination } from '@/contract/rules/refunds';
import type { Gender } from '@/contract/api/profile';
import type { PaymentState, RETURN_STATUSES } from '@/contract/rules/status';
import type { TICKET_AUTHOR_ROLES, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@/contract/rules/tickets';

type UserType = 'buyer' | 'seller' | 'admin';

/** One page of a list, numbered from 1. */
interface Page<T> {
  items: T[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}

interface AccountRole {
  name: string;
  description: string;
  /** As the API spells them (snake_case); the screen shows underscores as spaces. */
  permissions: string[];
}

/** The User Details table of spec section 3. */
export interface ProfileDetails {
  firstName: string | null;
  lastName: string | null;
  username: string;
  dateOfBirth: string | null;
  gender: string | null;
  phone: string | null;
  mpesa: string | null;
  email: string;
  status: string;
  idNumber: string | null;
  country: string | null;
  town: string | null;
  createdAt: string;
}

export interface AccountProfile {
  id: number;
  name: string;
  username: string;
  email: string;
  phone: string | null;
  userType: UserType;
  status: string;
  emailVerifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Only the first role is shown (spec section 2). */
  role: AccountRole | null;
  details: ProfileDetails;
}

/** The fields of PATCH /user/profile that the Edit form changes. */
export interface ProfileChanges {
  firstName: string | null;
  lastName: string | null;
  username: string;
  phone: string | null;
  mpesa: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
  idNumber: string | null;
  country: string | null;
  town: string | null;
}

export type AccountStatus = 'active' | 'suspended' | 'banned';

export interface SavedAddress {
  id: number;
  name: string;
  street: string;
  city: string;
  country: string;
  phone: string;
  isDefault: boolean;
}

export type AddressInput = Omit<SavedAddress, 'id' | 'isDefault'>;

export interface Payment {
  id: number;
  orderId: number;
  orderNumber: string;
  amount: number;
  currency: string;
  /** completed, pending, or anything else (failed, refunded...). */
  status: string;
  processor: string;
  processedAt: string | null;
  /** The M-Pesa receipt number (or card reference) once completed. */
  receipt: string | null;
}

export interface Transaction {
  id: string;
  dateTime: string;
  amount: number;
  accountNo: string;
  phone: string | null;
  status: 'completed' | 'pending' | 'failed';
  /** The order's page on this site, or null when the transaction has no order. */
  viewUrl: string | null;
  /** 'M-Pesa' or 'Card'; null when the API does not say. */
  processor: string | null;
  /** The M-Pesa receipt number (or card reference) once completed. */
  receipt: string | null;
}

/** The API's word (Paid, Pending, Canceled, Refunded, Partly refunded), shown as it comes. */
type InvoiceStatus = string;

export interface Invoice {
  id: number;
  number: string;
  date: string;
  orderId: number;
  orderNumber: string;
  amount: number;
  status: InvoiceStatus;
}

type ReturnStatus = (typeof RETURN_STATUSES)[number];

export interface ReturnRequest {
  id: number;
  orderId: number;
  orderNumber: string;
  date: string;
  status: ReturnStatus;
  refund: number;
  reason: string;
  /** An admin's reason for rejecting it (issue 33); null otherwise. */
  decisionReason: string | null;
  /** Rejected because the buyer canceled it, not by an admin. */
  canceledByBuyer: boolean;
  /** Where the buyer asked its refund to go: back where the money came from, or their wallet. */
  refundTo: RefundDestination;
  /** Once approved, its refunds and where each stands (issue 34); none before. */
  refunds: OrderRefund[];
}

/** A request in the console's returns queue (issue 33): the request and who asked. */
export interface AdminReturnRequest extends ReturnRequest {
  buyer: PersonRef;
  /** When it was last changed: for a decided request, when it was decided. */
  updatedAt: string;
}

export interface WalletMovement {
  id: number;
  amount: number;
  kind: string;
  description: string;
  date: string;
  orderNumber: string | null;
}

export interface Wallet {
  balance: number;
  currency: string;
  movements: Page<WalletMovement>;
}

export interface ActivityItem {
  type: 'order' | 'payment' | 'ticket' | 'review';
  id: number;
  title: string;
  detail: string;
  amount: number | null;
  status: string | null;
  /** An order's payment state, shown beside its status; null for other kinds. */
  paymentState: PaymentState | null;
  date: string;
  href: string;
}

/** The sidebar's live counts and the dashboard's figures, in one call. */
export interface AccountSummary {
  orders: { total: number; onTheWay: number };
  openTickets: number;
  wishlistItems: number;
  wallet: { balance: number; currency: string };
  reviews: { count: number; averageRating: number | null };
  recentActivity: ActivityItem[];
}

/* ---------------------------------------------------------------- support tickets */

export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** open waits for support, pending for the buyer; resolved and closed for nobody. */
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface SupportTicket {
  id: number;
  subject: string;
  /** The opening text (CreateTicket's description, or the modal's message). */
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  orderId: number | null;
  orderNumber: string | null;
  /** Messages after the opening text. */
  messageCount: number;
  createdAt: string;
  /** The last message or status change. */
  updatedAt: string;
}

export interface TicketMessage {
  id: number;
  /** The ticket's owner writes as the buyer; an admin answers as staff. */
  author: (typeof TICKET_AUTHOR_ROLES)[number];
  authorName: string;
  body: string;
  createdAt: string;
}

export interface SupportTicketDetail extends SupportTicket {
  /** Who opened it: read by an admin only, null for the buyer. */
  buyer: PersonRef | null;
  /** Oldest first. */
  messages: TicketMessage[];
}

/** A new ticket as the API takes it: the modal's message is its description. */
export interface TicketInput {
  subject: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  orderId: number | null;
}

/* ---------------------------------------------------------------- preferences, reviews, wishlist */

/** Notification Settings (spec section 3): six switches. */
export interface NotificationSettings {
  orderUpdates: boolean;
  promotions: boolean;
  newsletter: boolean;
  reviewReminders: boolean;
  smsAlerts: boolean;
  pushNotifications: boolean;
}

export type NotificationSetting = keyof NotificationSettings;

/** Newsletter Preferences (spec section 3): four switches. */
export interface NewsletterChoices {
  marketing: boolean;
  product: boolean;
  events: boolean;
  /** On: no newsletter at all, whatever the others say. */
  unsubscribe: boolean;
}

export type NewsletterChoice = keyof NewsletterChoices;

export interface NewsletterPreferences extends NewsletterChoices {
  /** The account's e-mail, which the preferences belong to. */
  email: string;
  /** A subscription exists and is not unsubscribed. */
  subscribed: boolean;
}

/** One of the buyer's own reviews (spec section 3, Review). */
export interface OwnReview {
  id: number;
  productId: number;
  productName: string;
  /** Root-relative (`/media/...`), or '' when the product has no image. */
  productImage: string;
  rating: number;
  comment: string;
  date: string;
  updatedAt: string | null;
  /** An admin hid it: only its author still sees it, and it counts in no rating. */
  hidden: boolean;
}

/** A product the buyer ordered and has not reviewed yet. */
export interface ReviewToWrite {
  productId: number;
  productName: string;
  image: string;
  orderedAt: string;
}

/** A saved product (spec section 3, Wishlist item). */
export interface WishlistItem {
  productId: number;
  title: string;
  /** Root-relative (`/media/...`), or '' when the product has no image. */
  image: string;
  /** The shop's name. */
  artisan: string;
  price: number;
  rating: number;
  stock: number;
  inStock: boolean;
  addedAt: string;
}
