// The buyer's account as pages and components see it: plain, camelCase, normalised once by the
// resource modules in lib/upstream/. Nothing else reads the API's raw account shapes.

export type UserType = 'buyer' | 'seller' | 'admin';

/** One page of a list, numbered from 1. */
export interface Page<T> {
  items: T[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}

export interface AccountRole {
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
  gender: string | null;
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
}

export type InvoiceStatus = 'Paid' | 'Pending' | 'Canceled';

export interface Invoice {
  id: number;
  number: string;
  date: string;
  orderId: number;
  orderNumber: string;
  amount: number;
  status: InvoiceStatus;
}

export type ReturnStatus = 'Pending' | 'Approved' | 'Rejected';

export interface ReturnRequest {
  id: number;
  orderId: number;
  orderNumber: string;
  date: string;
  status: ReturnStatus;
  refund: number;
  reason: string;
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
