import multipart from '@fastify/multipart';
import { imageMessages, maxFilesPerEntry, maxImageBytes } from '@panel/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { hasUnstorableText } from '../http/text-guard';
import { intakeImageStream, type CleanImage, type IntakeRefusal } from './image-intake';

/**
 * Bounds of one upload. A file part is cut one byte past the image limit, so the intake still
 * tells "too large" from "exactly 10 MiB".
 */
export const uploadLimits = {
  fileSize: maxImageBytes + 1,
  files: maxFilesPerEntry,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: maxFilesPerEntry + 20,
  headerPairs: 100,
} as const;

/**
 * Adds multipart parsing. Safe for every route: the security plugin refuses a multipart body
 * before parsing unless the route sets `config: { multipart: true }`.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: false });
}

export interface ImageUpload {
  /** The text fields, each at most once. */
  fields: Record<string, string>;
  images: CleanImage[];
}

const refusalStatus: Record<IntakeRefusal, number> = {
  too_large: 413,
  not_image: 400,
  too_many_pixels: 400,
};

/** A refused image as the upload answers it: its Portuguese message, 413 when too large. */
export function intakeRefusal(reason: IntakeRefusal, message: string): HttpError {
  return new HttpError(
    refusalStatus[reason],
    reason === 'too_large' ? 'payload_too_large' : 'validation',
    message,
  );
}

function limitError(error: unknown, request: FastifyRequest): HttpError | null {
  const { FilesLimitError, PartsLimitError, FieldsLimitError } = request.server.multipartErrors;
  if (error instanceof FilesLimitError) return badRequest(imageMessages.tooManyFiles);
  if (error instanceof PartsLimitError || error instanceof FieldsLimitError) {
    return badRequest('O formulário enviado tem campos demais.');
  }
  return null;
}

/** What else the parser throws means a malformed body (no boundary, cut off): the sender's fault. */
function clientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest('Formulário multipart inválido.');
}

/** Refused as the error handler words a schema's refusal: `Dados inválidos: …`, `body.<field>`. */
function invalidFields(issues: { path: string; message: string }[]): HttpError {
  const first = issues[0];
  return badRequest(first ? `Dados inválidos: ${first.message}` : 'Dados inválidos.', issues);
}

/**
 * Reads a multipart request of text fields and image files, each file through `intakeImage`.
 * The route's form (the contract's `form`) names the file parts and checks the text fields
 * strictly: a part under another name or an unknown field is refused. The first refused file
 * ends the request with its Portuguese message; nothing is stored here. A file input left empty
 * is skipped.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Formato de envio não suportado. Envie os arquivos como multipart/form-data.',
    );
  }
  const form = request.routeOptions.config.form;
  if (!form) throw new Error(`${request.method} ${request.url} declares no multipart form`);
  const fields = new Map<string, string>();
  const images: CleanImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== form.files) {
          part.file.resume();
          throw invalidFields([
            { path: `body.${part.fieldname}`, message: `Campo desconhecido: ${part.fieldname}` },
          ]);
        }
        if (part.filename === '') {
          part.file.resume();
          continue;
        }
        const intake = await intakeImageStream(part.filename, part.file);
        if (!intake.ok) throw intakeRefusal(intake.reason, intake.message);
        images.push(intake.image);
      } else if (
        fields.has(part.fieldname) ||
        part.valueTruncated ||
        typeof part.value !== 'string'
      ) {
        throw badRequest(`Campo inválido: ${part.fieldname}.`);
      } else {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw limitError(error, request) ?? clientError(error);
  }
  const result = { fields: Object.fromEntries(fields), images };
  if (hasUnstorableText(result.fields)) {
    throw badRequest('Texto inválido: caracteres nulos ou Unicode malformado não são aceitos.');
  }
  const parsed = form.fields.safeParse(result.fields);
  if (!parsed.success) {
    throw invalidFields(
      parsed.error.issues.map((issue) => ({
        path: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  return result;
}
