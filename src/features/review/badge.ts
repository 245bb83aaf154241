/** Route name of the registration review page; its sidebar entry shows the number of pending registrations. */
export const REVIEW_REGISTRATIONS_ROUTE = 'reviewregistrations';
