// Generated from openapi.yaml by `npm run contracts`; never edit by hand.

/** openapi.yaml: components.schemas.GenerateLyricsRequest.properties.names.maxItems */
export const MAX_NAMES = 20;

/** openapi.yaml: components.schemas.GenerateLyricsRequest.properties.names.minItems */
export const MIN_NAMES = 1;

/** openapi.yaml: components.schemas.GenerateLyricsRequest.properties.names.items.maxLength */
export const MAX_NAME_LENGTH = 40;

/** openapi.yaml: components.schemas.SongStyle.enum */
export const SONG_STYLES = ['hip-hop', 'k-pop', 'kids', 'wedding'] as const;

/** openapi.yaml: components.schemas.VocalGender.enum */
export const VOCAL_GENDERS = ['female', 'male', 'mixed'] as const;

/** openapi.yaml: components.schemas.ErrorCode.enum */
export const ERROR_CODES = ['already_friends', 'already_invited', 'already_member', 'already_paid', 'already_refunded', 'already_voted', 'amount_mismatch', 'api_token_expired', 'api_token_not_accepted', 'api_token_not_found', 'body_too_large', 'broken_chain', 'cannot_delete_admin', 'cannot_friend_yourself', 'cannot_invite_yourself', 'choose_song_or_pack', 'commission_not_found', 'commission_not_held', 'contract_violation', 'cors_origin_not_allowed', 'cross_site_request', 'currency_not_found', 'currency_not_supported', 'email_not_verified', 'email_taken', 'existing_user_login_required', 'friend_not_found', 'friend_request_not_found', 'friend_request_not_pending', 'full_share_needs_paid_song', 'guest_samples_exhausted', 'idempotency_key_reused', 'idempotent_request_in_progress', 'illegal_order_transition', 'illegal_song_transition', 'intent_not_supported', 'intro_video_not_ready', 'intro_video_off', 'invalid_amount', 'invalid_api_token', 'invalid_credentials', 'invalid_cursor', 'invalid_email', 'invalid_expiry', 'invalid_idempotency_key', 'invalid_input', 'invalid_json', 'invalid_name', 'invalid_page', 'invalid_page_size', 'invalid_pronunciation', 'invalid_rate', 'invalid_slug', 'invalid_token', 'invitation_not_found', 'json_required', 'link_expired', 'lyrics_rate_limited', 'lyrics_required', 'media_not_found', 'metrics_token_required', 'names_required', 'no_credits', 'no_password', 'no_sample_credits', 'not_a_pack_order', 'not_admin', 'not_found', 'not_free', 'not_proxiable', 'order_failed', 'order_for_other_song', 'order_not_approved', 'order_not_captured', 'order_not_found', 'own_purchase', 'pack_not_found', 'payment_declined', 'payment_not_found', 'payment_pending', 'payment_provider_unavailable', 'payout_email_mismatch', 'payout_email_required', 'price_below_minimum', 'pronounce_rate_limited', 'provider_audio_unavailable', 'purchase_in_progress', 'range_not_satisfiable', 'request_pending', 'required_fields', 'same_email', 'sandbox_disabled', 'service_unavailable', 'share_not_found', 'shared_song_not_found', 'signed_out', 'slug_taken', 'song_already_rendering', 'song_not_found', 'song_not_paid', 'song_not_ready', 'status_transition_refused', 'suggestion_not_found', 'title_required', 'too_many_api_tokens', 'too_many_attempts', 'too_many_names', 'too_many_requests', 'too_many_webhooks', 'usd_rate_fixed', 'use_free_download', 'user_not_found', 'validation_failed', 'video_not_found', 'voucher_exists', 'voucher_expired', 'voucher_not_for_packs', 'voucher_not_found', 'voucher_not_valid', 'voucher_required', 'voucher_used_up', 'webhook_not_configured', 'webhook_not_found', 'webhook_signature_invalid', 'webhook_url_refused', 'wrong_password'] as const;
