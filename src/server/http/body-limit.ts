/**
 * The largest request body outside multipart uploads: a booking or a settings form is a few
 * kilobytes of JSON, so more is a mistake or an attack. Uploads have their own limits (read-form).
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

export const BODY_TOO_LARGE_MESSAGE = `The request is too large (at most ${BODY_LIMIT_BYTES / 1024} KB). Pictures go in the form's file field.`;
