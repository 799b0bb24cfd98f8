/*
 * What a phone number may look like, for the enquiry form and staff users alike. No zod here:
 * the public enquiry form checks its fields without it (decision 40).
 */

/** Digits with an optional leading +, and the spaces, brackets, dots and hyphens people type. */
export const phonePattern = /^\+?[0-9][0-9 ().-]{4,}$/;
export const phoneMaxLength = 30;
export const phoneMessage = 'Enter a phone number: digits, spaces and + ( ) - only';
