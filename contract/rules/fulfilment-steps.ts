// Which step a shop's fulfilment may take from each state (issue 32, point 4): the API refuses any
// other with a 409, and the seller centre offers only these buttons. One table for both programs.
import type { FulfilmentState } from './status';

/** A seller's steps on their shop's part of an order. */
export type SellerOrderAction = 'accept' | 'ship' | 'deliver' | 'cancel';
/** The steps on a fulfilment: the seller's, and the buyer's "I received it". */
export type FulfilmentStep = SellerOrderAction | 'receive';

/** What the seller may do next from each state: cancel only before shipping. */
export const SELLER_ORDER_ACTIONS: Record<FulfilmentState, readonly SellerOrderAction[]> = {
  pending: ['accept', 'cancel'],
  accepted: ['ship', 'cancel'],
  shipped: ['deliver'],
  delivered: [],
  canceled: [],
};

/** The state each step leads to. */
export const FULFILMENT_STATE_AFTER: Record<FulfilmentStep, FulfilmentState> = {
  accept: 'accepted',
  ship: 'shipped',
  deliver: 'delivered',
  receive: 'delivered',
  cancel: 'canceled',
};

/** Whether a step may be taken from a state: the buyer confirms receipt when the seller could mark delivery. */
export function canTakeStep(step: FulfilmentStep, state: FulfilmentState): boolean {
  return SELLER_ORDER_ACTIONS[state].includes(step === 'receive' ? 'deliver' : step);
}
