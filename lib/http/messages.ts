// What the route-handler helper says for itself: the cases no screen has its own words for.
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
} as const;
