import {
  createStoreProductBodySchema,
  productDeliveryIssues,
  productImageIssue,
  type ProductFields,
  type StoreDelivery,
  type StoreProductAdmin,
  type UpdateStoreProductBody,
} from '@panel/contract/api/store';
import type { creatableTokenTypes } from '@panel/contract/api/tokens';

export type CodeType = (typeof creatableTokenTypes)[number];

export interface FeatureLine {
  /** Keeps each line's input in place while lines are added and removed. */
  key: string;
  text: string;
}

/** A command of an in-game product, as typed: its template and whether it runs offline. */
export interface CommandLine {
  key: string;
  command: string;
  offline: boolean;
}

export type CommandsField = 'gameCommands' | 'refundCommands' | 'expiryCommands';

/** What the product sheet holds: the text of every input, as typed. */
export interface ProductFormValues {
  name: string;
  description: string;
  longDescription: string;
  /** The category's id; '' while none is chosen. */
  categoryId: string;
  price: string;
  featured: boolean;
  hidden: boolean;
  unlimitedStock: boolean;
  stock: string;
  /** Blank: no limit. */
  perMemberLimit: string;
  requiredRoleId: string;
  delivery: StoreDelivery | '';
  deliveryRoleId: string;
  codeType: CodeType | '';
  /** In-game delivery: the commands, one per line. */
  gameCommands: CommandLine[];
  refundCommands: CommandLine[];
  expiryCommands: CommandLine[];
  /** Seconds to wait after the character loaded; blank is 0. */
  commandDelaySeconds: string;
  /** Blank: the product lasts for ever. */
  durationDays: string;
  /** Empty: every game server. */
  gameServerIds: string[];
  features: FeatureLine[];
  images: string[];
}

export type ProductField = keyof ProductFields;
export type ProductFieldErrors = Partial<Record<ProductField, string>>;

/** The fields in the sheet's order, for focusing the first refused one. */
export const productFieldOrder: ProductField[] = [
  'name',
  'description',
  'longDescription',
  'categoryId',
  'price',
  'featured',
  'hidden',
  'stock',
  'perMemberLimit',
  'requiredRoleId',
  'delivery',
  'deliveryRoleId',
  'codeType',
  'gameCommands',
  'refundCommands',
  'expiryCommands',
  'commandDelaySeconds',
  'durationDays',
  'gameServerIds',
  'features',
  'images',
];

function isProductField(value: unknown): value is ProductField {
  return typeof value === 'string' && (productFieldOrder as readonly string[]).includes(value);
}

let lastFeatureKey = 0;

export function featureLine(text = ''): FeatureLine {
  return { key: `feature-${++lastFeatureKey}`, text };
}

let lastCommandKey = 0;

export function commandLine(command = '', offline = false): CommandLine {
  return { key: `command-${++lastCommandKey}`, command, offline };
}

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    description: '',
    longDescription: '',
    categoryId: '',
    price: '',
    featured: false,
    hidden: false,
    unlimitedStock: true,
    stock: '',
    perMemberLimit: '',
    requiredRoleId: '',
    delivery: '',
    deliveryRoleId: '',
    codeType: '',
    gameCommands: [commandLine()],
    refundCommands: [],
    expiryCommands: [],
    commandDelaySeconds: '0',
    durationDays: '',
    gameServerIds: [],
    features: [],
    images: [],
  };
}

/** The commands typed, blank lines left out. */
export function commandsOf(lines: readonly CommandLine[]): { command: string; offline: boolean }[] {
  return lines
    .map((line) => ({ command: line.command.trim(), offline: line.offline }))
    .filter((line) => line.command !== '');
}

export function productFormValues(product: StoreProductAdmin): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    longDescription: product.longDescription,
    categoryId: product.category.id,
    price: String(product.price),
    featured: product.featured,
    hidden: product.hidden,
    unlimitedStock: product.stock === null,
    stock: product.stock === null ? '' : String(product.stock),
    perMemberLimit: product.perMemberLimit === null ? '' : String(product.perMemberLimit),
    requiredRoleId: product.requiredRole?.id ?? '',
    delivery: product.delivery,
    deliveryRoleId: product.deliveryRole?.id ?? '',
    codeType: product.codeType ?? '',
    gameCommands: product.gameCommands.map((line) => commandLine(line.command, line.offline)),
    refundCommands: product.refundCommands.map((line) => commandLine(line.command, line.offline)),
    expiryCommands: product.expiryCommands.map((line) => commandLine(line.command, line.offline)),
    commandDelaySeconds: String(product.commandDelaySeconds),
    durationDays: product.durationDays === null ? '' : String(product.durationDays),
    gameServerIds: [...product.gameServerIds],
    features: product.features.map((text) => featureLine(text)),
    images: [...product.images],
  };
}

/** A blank number input is NaN, which the schema refuses with its "Informe ..." message. */
function numberOf(text: string): number {
  return text.trim() ? Number(text) : Number.NaN;
}

export type ProductFormCheck =
  { ok: true; fields: ProductFields } | { ok: false; errors: ProductFieldErrors };

/**
 * The whole product as the contract reads it, checked with its own schema so the sheet and
 * the server give the same messages. Blank feature lines are dropped; the delivery fields the
 * chosen delivery does not use are sent empty.
 */
export function checkProductForm(values: ProductFormValues): ProductFormCheck {
  const game = values.delivery === 'game';
  const input = {
    name: values.name,
    description: values.description,
    longDescription: values.longDescription,
    categoryId: values.categoryId || undefined,
    price: numberOf(values.price),
    featured: values.featured,
    hidden: values.hidden,
    stock: values.unlimitedStock ? null : numberOf(values.stock),
    perMemberLimit: values.perMemberLimit.trim() ? Number(values.perMemberLimit) : null,
    requiredRoleId: values.requiredRoleId.trim() || null,
    delivery: values.delivery || undefined,
    deliveryRoleId: values.delivery === 'role' ? values.deliveryRoleId.trim() || null : null,
    codeType: values.delivery === 'code' ? values.codeType || null : null,
    gameCommands: game ? commandsOf(values.gameCommands) : [],
    refundCommands: game ? commandsOf(values.refundCommands) : [],
    expiryCommands: game ? commandsOf(values.expiryCommands) : [],
    commandDelaySeconds:
      game && values.commandDelaySeconds.trim() ? Number(values.commandDelaySeconds) : 0,
    durationDays: game && values.durationDays.trim() ? Number(values.durationDays) : null,
    gameServerIds: game ? values.gameServerIds : [],
    features: values.features.map((line) => line.text.trim()).filter(Boolean),
    images: values.images,
  };
  const parsed = createStoreProductBodySchema.safeParse(input);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: ProductFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isProductField(field)) errors[field] ??= issue.message;
  }
  // The schema checks the delivery only once every field passed; the sheet says it at once.
  const imageIssue = productImageIssue(values).images;
  if (imageIssue) errors.images ??= imageIssue;
  if (input.delivery) {
    const issues = productDeliveryIssues({ ...input, delivery: input.delivery });
    for (const field of ['deliveryRoleId', 'codeType', 'gameCommands', 'expiryCommands'] as const) {
      if (issues[field]) errors[field] ??= issues[field];
    }
  }
  return { ok: false, errors };
}

function savedFields(product: StoreProductAdmin): ProductFields {
  const { requiredRole, deliveryRole, codeType, category, ...rest } = product;
  return {
    ...rest,
    categoryId: category.id,
    requiredRoleId: requiredRole?.id ?? null,
    deliveryRoleId: deliveryRole?.id ?? null,
    codeType,
  };
}

/** An edit's body: only the fields that differ from the product as saved. */
export function changedProductFields(
  product: StoreProductAdmin,
  fields: ProductFields,
): UpdateStoreProductBody {
  const saved = savedFields(product);
  const changes: Record<string, unknown> = {};
  for (const key of productFieldOrder) {
    if (JSON.stringify(fields[key]) !== JSON.stringify(saved[key])) changes[key] = fields[key];
  }
  return changes;
}

/** The server's `issues` ("price", "body.images.2") as messages under the sheet's fields. */
export function productErrorsFromIssues(
  issues: readonly { path: string; message: string }[] | undefined,
): ProductFieldErrors {
  const errors: ProductFieldErrors = {};
  for (const issue of issues ?? []) {
    const field = issue.path.replace(/^body\./, '').split('.')[0];
    if (isProductField(field)) errors[field] ??= issue.message;
  }
  return errors;
}
