/** Route names of the review pages; each one's sidebar entry shows the number of items pending review. */
export const REVIEW_REGISTRATIONS_ROUTE = 'reviewregistrations';
export const REVIEW_FILINGS_ROUTE = 'reviewtalents';
export const REVIEW_REWARDS_ROUTE = 'reviewrewards';
