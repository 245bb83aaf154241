/** What a code comment must not carry, with the name the linter and the comment test report it by. */
export declare const COMMENT_HISTORY: readonly { pattern: RegExp; what: string }[];
