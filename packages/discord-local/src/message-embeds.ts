import { EmbedType } from 'discord-api-types/v10';
import { z } from 'zod';
import { discordIssue } from './form-errors';

/*
 * Rich embeds as Discord validates them (developers/resources/message.mdx "Embed Limits"):
 * up to 10 a message; a title of 256, a description of 4096, up to 25 fields (name 256,
 * value 1024), a footer of 2048 and an author name of 256; and all those texts, across all of a
 * message's embeds, at most 6000 characters.
 */
const url = z.string().url().max(2048);
const media = z.object({ url: z.string().max(2048) });

const embed = z.object({
  type: z.literal('rich').optional(),
  title: z.string().max(256).optional(),
  description: z.string().max(4096).optional(),
  url: url.optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  color: z.number().int().min(0).max(0xffffff).optional(),
  footer: z.object({ text: z.string().min(1).max(2048), icon_url: url.optional() }).optional(),
  image: media.optional(),
  thumbnail: media.optional(),
  author: z
    .object({ name: z.string().min(1).max(256), url: url.optional(), icon_url: url.optional() })
    .optional(),
  fields: z
    .array(
      z.object({
        name: z.string().min(1).max(256),
        value: z.string().min(1).max(1024),
        inline: z.boolean().optional(),
      }),
    )
    .max(25)
    .optional(),
});

export type Embed = z.infer<typeof embed>;

export const embedTotalMax = 6000;

/** The characters Discord counts towards an embed's 6000. */
export function embedLength(e: Embed): number {
  const fields = (e.fields ?? []).reduce((sum, f) => sum + f.name.length + f.value.length, 0);
  return (
    (e.title?.length ?? 0) +
    (e.description?.length ?? 0) +
    fields +
    (e.footer?.text.length ?? 0) +
    (e.author?.name.length ?? 0)
  );
}

/** A message's `embeds`. */
export const messageEmbeds = z
  .array(embed)
  .max(10)
  .superRefine((embeds, ctx) => {
    const total = embeds.reduce((sum, e) => sum + embedLength(e), 0);
    if (total > embedTotalMax) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        params: discordIssue(
          'BASE_TYPE_MAX_LENGTH',
          `Embed size exceeds maximum size of ${embedTotalMax}`,
        ),
      });
    }
  });

/** An embed as a message carries it (type `rich`, fields' `inline` always said). */
export function embedPayload(e: Embed) {
  return {
    ...e,
    type: EmbedType.Rich,
    ...(e.fields && { fields: e.fields.map((f) => ({ ...f, inline: f.inline ?? false })) }),
  };
}
