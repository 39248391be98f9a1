import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '#shared/validation/form-messages.ts';
import { HttpError, keyedError } from './http-error.ts';
import { containsNul, NUL_MESSAGE } from './refuse-nul.ts';

export interface FormSubmission {
  /** Unchecked input: the route validates it with its schema. */
  fields: unknown;
  file?: Buffer;
  /** The file's name as the browser sent it ("" when none). */
  fileName?: string;
}

export interface FormOptions {
  /** The one file field taken, e.g. "screenshot". */
  fileField: string;
  /** How messages name the file, e.g. "payment screenshot". */
  fileNoun: string;
  /** The largest file taken: the image limit for a picture, more for a statement. */
  maxFileBytes: number;
  /** The customer message for a file past it (the payment screenshot's); else words by fileNoun. */
  tooLargeKey?: MessageKey;
  /**
   * Fields that carry a checkbox: form data can only say "true" or "false", which become the
   * booleans a JSON body carries, so one schema reads both. Any other value stays text, for the
   * schema to refuse.
   */
  checkboxes?: readonly string[];
}

const checkboxValue = (value: string) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** Multipart limits: one file (its size is the route's) and a form's worth of short text fields. */
const LIMITS = {
  files: 1,
  fields: 30,
  fieldSize: 2_000,
  parts: 32,
};

/**
 * A form arrives as JSON or as multipart form data carrying text fields and one optional image.
 * Both become plain fields for the route's schema; upload problems become clear 4xx answers.
 */
export async function readForm(
  request: FastifyRequest,
  options: FormOptions,
): Promise<FormSubmission> {
  const { fileField, maxFileBytes, checkboxes = [] } = options;
  if (!request.isMultipart()) return { fields: request.body ?? {} };
  const fields: Record<string, string | boolean> = {};
  let file: Buffer | undefined;
  let fileName: string | undefined;
  try {
    for await (const part of request.parts({ limits: { ...LIMITS, fileSize: maxFileBytes } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // Browsers send an empty, unnamed file for an untouched file input.
        if (part.fieldname === fileField && data.length > 0) {
          file = data;
          fileName = part.filename;
        }
      } else if (part.valueTruncated) {
        throw new HttpError(413, 'A form field is too long.');
      } else if (typeof part.value === 'string') {
        // The same rule as for JSON bodies (refuse-nul), for the fields only a form brings.
        if (containsNul(part.fieldname) || containsNul(part.value)) {
          throw new HttpError(400, NUL_MESSAGE);
        }
        fields[part.fieldname] = checkboxes.includes(part.fieldname)
          ? checkboxValue(part.value)
          : part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, request, options);
  }
  return { fields, file, fileName };
}

function uploadError(
  error: unknown,
  request: FastifyRequest,
  { fileNoun, maxFileBytes, tooLargeKey }: FormOptions,
): HttpError {
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
    request.server.multipartErrors;
  if (error instanceof HttpError) return error;
  if (error instanceof RequestFileTooLargeError) {
    if (tooLargeKey) return keyedError(413, tooLargeKey);
    const megabytes = Math.round(maxFileBytes / 1024 / 1024);
    return new HttpError(413, `The ${fileNoun} must be ${megabytes} MB or smaller.`);
  }
  if (error instanceof FilesLimitError) {
    return new HttpError(413, `Please attach only one ${fileNoun}.`);
  }
  if (error instanceof FieldsLimitError || error instanceof PartsLimitError) {
    return new HttpError(413, 'The form has too many fields.');
  }
  return keyedError(400, 'formUnreadable');
}
