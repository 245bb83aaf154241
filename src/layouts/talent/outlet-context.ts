/** What the portal's layout tells its page through the outlet. */
export interface TalentOutletContext {
  /** The frame and the page's first screen are on screen: requests for what fills it can start. */
  painted: boolean;
}
