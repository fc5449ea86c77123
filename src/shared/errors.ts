/**
 * Every error code the API answers, one per line in alphabetical order (so that additions from
 * different features rarely touch the same line). The server's AppError only takes these; the
 * client branches on them, never on message text.
 */
export type AppErrorCode =
  | 'ACCOUNT_NOT_FOUND'
  | 'ACCOUNT_SUSPENDED'
  | 'ALREADY_FLAGGED'
  | 'ALREADY_PREMIUM'
  | 'ALREADY_REVIEWED'
  | 'AMOUNT_MISMATCH'
  | 'ARTICLE_NOT_FOUND'
  | 'ARTIST_NOT_FOUND'
  | 'ARTIST_NOT_REACHABLE'
  | 'BAD_REQUEST'
  | 'BUDGET_OVER_PRICE'
  | 'BUSINESS_NOT_FOUND'
  | 'CAMPAIGN_ENDED'
  | 'CAMPAIGN_NOT_EDITABLE'
  | 'CAMPAIGN_NOT_FOUND'
  | 'CAMPAIGN_NOT_PRICED'
  | 'CAMPAIGN_NOT_READY'
  | 'CAMPAIGN_STATE_CONFLICT'
  | 'CANNOT_FOLLOW_SELF'
  | 'CANNOT_SUSPEND_SELF'
  | 'CATEGORY_EXISTS'
  | 'COMMENT_NOT_FOUND'
  | 'COMMENT_TEXT_BLOCKED'
  | 'CONTACT_MESSAGE_NOT_FOUND'
  | 'CONTENT_NOT_FOUND'
  | 'CONTRIBUTOR_EXISTS'
  | 'CROSS_ORIGIN_REFUSED'
  | 'DRAFT_FAILED'
  | 'EDITION_ALREADY_SENT'
  | 'EDITION_NOT_FOUND'
  | 'EMAIL_NOT_VERIFIED'
  | 'EMAIL_TAKEN'
  | 'EVENT_NOT_FOUND'
  | 'FEATURED_ARTICLE_NOT_FOUND'
  | 'FORBIDDEN'
  | 'HEADERS_TOO_LARGE'
  | 'INTERNAL'
  | 'INVALID_CHARACTERS'
  | 'INVALID_PICKS'
  | 'LAST_ADMIN'
  | 'MEDIA_IN_USE'
  | 'MEDIA_NOT_FOUND'
  | 'MFA_ALREADY_ENABLED'
  | 'MFA_CODE_INVALID'
  | 'MFA_SETUP_MISSING'
  | 'MFA_SETUP_REQUIRED'
  | 'MFA_SIGN_IN_EXPIRED'
  | 'NOT_FOUND'
  | 'NO_BILLING_ACCOUNT'
  | 'NO_EMAIL'
  | 'NO_SUBSCRIPTION'
  | 'PAYOUT_NOT_FOUND'
  | 'PAYOUT_STATE'
  | 'PAYOUT_SECOND_APPROVAL'
  | 'PAYOUT_ACCOUNT_MISSING'
  | 'PAYOUT_TWO_STEP_REQUIRED'
  | 'NOT_A_CONTRIBUTOR'
  | 'PAYMENTS_NOT_CONFIGURED'
  | 'PAYMENT_PROVIDER_ERROR'
  | 'PRICE_WOULD_CHANGE'
  | 'RATE_LIMITED'
  | 'REQUEST_TIMEOUT'
  | 'RESET_LINK_INVALID'
  | 'REVIEW_ITEM_NOT_FOUND'
  | 'SCHEDULE_IN_PAST'
  | 'SOCIAL_ACCOUNT_NOT_FOUND'
  | 'SOCIAL_CONNECT_FAILED'
  | 'SOCIAL_POST_NOT_FOUND'
  | 'SOCIAL_POST_LOCKED'
  | 'SPOTLIGHT_NOT_FOUND'
  | 'STATS_RANGE_INVALID'
  | 'SUBMISSION_NOT_FOUND'
  | 'SUBSCRIPTION_UNAVAILABLE'
  | 'UNAUTHORIZED'
  | 'UNSUPPORTED_IMAGE'
  | 'UPLOAD_LINK_REFUSED'
  | 'UPLOAD_NOT_ALLOWED'
  | 'UPLOAD_TOO_LARGE'
  | 'USER_NOT_FOUND'
  | 'SLUG_TAKEN'
  | 'VALIDATION_ERROR'
  | 'VALIDATION_FAILED'
  | 'STORY_NOT_FOUND'
  | 'VENT_COMMENT_NOT_FOUND'
  | 'VENT_POST_NOT_FOUND'
  | 'VENT_TEXT_BLOCKED'
  | 'VENT_TEXT_HELD'
  | 'VERIFY_LINK_INVALID'
  | 'WATCHED_WORD_NOT_FOUND'
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'WRONG_CREDENTIALS'
  | 'WRONG_PASSWORD';

/** The HTTP framework's own 4xx codes pass through as they are (e.g. FST_ERR_CTP_INVALID_MEDIA_TYPE). */
export type FrameworkErrorCode = `FST_${string}`;

export type ApiErrorCode = AppErrorCode | FrameworkErrorCode;

/** A message that belongs next to one field of a form (`path` is the field's dotted name). */
export interface FieldError {
  path: string;
  message: string;
}

/** The JSON shape of every error the API returns. */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  errors?: FieldError[];
}
