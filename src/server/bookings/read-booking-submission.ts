import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { MAX_IMAGE_UPLOAD_BYTES } from '../images/reencode-image';

export const SCREENSHOT_FIELD = 'screenshot';

export interface BookingSubmission {
  /** Unchecked input: the route validates it with CreateBookingSchema. */
  fields: unknown;
  screenshot?: Buffer;
}

/** Multipart limits: one screenshot and a booking's worth of short text fields. */
export const BOOKING_MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_UPLOAD_BYTES,
  files: 1,
  fields: 30,
  fieldSize: 2_000,
  parts: 32,
};

/**
 * A booking arrives as JSON or, from the payment page, as multipart form data carrying the
 * fields and an optional screenshot. Both become plain fields for the one booking schema.
 */
export async function readBookingSubmission(request: FastifyRequest): Promise<BookingSubmission> {
  if (!request.isMultipart()) return { fields: request.body ?? {} };
  const fields: Record<string, string> = {};
  let screenshot: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: BOOKING_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // Browsers send an empty, unnamed file for an untouched file input.
        if (part.fieldname === SCREENSHOT_FIELD && data.length > 0) screenshot = data;
      } else if (part.valueTruncated) {
        throw new HttpError(413, 'A form field is too long.');
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, request);
  }
  return { fields, screenshot };
}

function uploadError(error: unknown, request: FastifyRequest): HttpError {
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
    request.server.multipartErrors;
  if (error instanceof RequestFileTooLargeError) {
    return new HttpError(413, 'The payment screenshot must be 5 MB or smaller.');
  }
  if (error instanceof FilesLimitError) {
    return new HttpError(413, 'Please attach only one payment screenshot.');
  }
  if (error instanceof FieldsLimitError || error instanceof PartsLimitError) {
    return new HttpError(413, 'The form has too many fields.');
  }
  if (error instanceof HttpError) return error;
  return new HttpError(400, 'The form could not be read. Please try again.');
}
