import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  createStoreProductBodySchema,
  type CreateStoreProductBody,
} from '@panel/contract/api/store';
import type { Executor } from '../db/client';
import { createProduct, listCategories, uploadProductImage } from '../modules/store';
import { communitySupporterRoleId } from '@panel/discord-local/community';
import type { FileStorage } from '../storage/file-storage';

/**
 * The demo's pictures (800×450 WEBP): beside this file when run from the sources, copied
 * beside `main.js` by the build (scripts/build.mjs).
 */
const imagesDir = new URL('./store-images/', import.meta.url);

/** A product as the demo writes it: its category by name (migration 0044 made them). */
type DemoProduct = Omit<CreateStoreProductBody, 'images' | 'categoryId'> & {
  category: string;
  imageFiles: string[];
};

/** The store the spec describes, in the showcase's order; every product has its detail. */
const demoProducts: DemoProduct[] = [
  {
    name: 'Overlay Premium',
    description: 'Overlay completo e animado para suas lives, nas cores da comunidade.',
    longDescription:
      'Um pacote de overlay profissional para transmissões de RP: telas de início, pausa e encerramento, molduras de câmera e de chat, barra de metas e transições animadas. A equipe de design ajusta tudo ao seu nome e às suas cores e entrega em até 7 dias depois do resgate.',
    features: [
      'Telas de início, pausa e encerramento',
      'Molduras de câmera e de chat',
      'Barra de metas e transições animadas',
      'Ajustado ao seu nome e às suas cores',
      'Compatível com OBS e Streamlabs',
    ],
    category: 'Overlays',
    price: 5000,
    featured: true,
    delivery: 'manual',
    stock: 10,
    imageFiles: ['overlay-premium-1.webp', 'overlay-premium-2.webp', 'overlay-premium-3.webp'],
  },
  {
    name: 'Pacote de Emotes',
    description: 'Seis emotes exclusivos da comunidade, liberados no Discord com o cargo Apoiador.',
    longDescription:
      'Seis emotes desenhados pela equipe de arte da comunidade, que o servidor do Discord libera só para quem tem o cargo Apoiador. Ao resgatar, o bot dá o cargo a você em instantes e os emotes aparecem no seu teclado de emojis do servidor.\n\nCada membro pode resgatar um pacote.',
    features: [
      '6 emotes exclusivos',
      'Cargo Apoiador entregue pelo bot',
      'Liberado na hora, sem esperar a equipe',
      'Um pacote por membro',
    ],
    category: 'Emotes',
    price: 3000,
    delivery: 'role',
    deliveryRoleId: communitySupporterRoleId,
    perMemberLimit: 1,
    imageFiles: ['pacote-de-emotes-1.webp', 'pacote-de-emotes-2.webp', 'pacote-de-emotes-3.webp'],
  },
  {
    name: 'Alertas Animados',
    description: 'Alertas animados de seguidor, inscrição e doação para a sua live.',
    longDescription:
      'Um conjunto de alertas animados, com som, para novos seguidores, inscrições, doações e raids. Ao resgatar, você recebe na hora um código de convite do painel, só seu e válido por 30 dias, para liberar o pacote com a equipe.',
    features: [
      'Alertas de seguidor, inscrição, doação e raid',
      'Animações com som',
      'Código entregue na hora',
      'Compatível com OBS e Streamlabs',
    ],
    category: 'Alertas',
    price: 2500,
    featured: true,
    delivery: 'code',
    codeType: 'invite',
    imageFiles: ['alertas-animados-1.webp', 'alertas-animados-2.webp'],
  },
  {
    name: 'Tela de Ausente',
    description: 'Tela animada de "volto já" para as pausas da sua transmissão.',
    longDescription:
      'Uma tela animada para os intervalos da live, com contagem regressiva e espaço para uma mensagem aos espectadores. A equipe entrega o arquivo pronto para o OBS em até 5 dias depois do resgate.',
    features: ['Animação em loop', 'Contagem regressiva configurável', 'Espaço para uma mensagem'],
    category: 'Telas',
    price: 1800,
    delivery: 'manual',
    imageFiles: ['tela-de-ausente-1.webp', 'tela-de-ausente-2.webp'],
  },
  {
    name: 'Banner Personalizado',
    description: 'Banner com seu nome e personagem para o Discord, a Twitch e as redes sociais.',
    longDescription:
      'Um banner feito pela equipe de design com o seu nome e o seu personagem, nos tamanhos do perfil do Discord, da Twitch e das principais redes sociais. Poucas unidades por mês: cada uma é desenhada à mão.',
    features: [
      'Tamanhos para Discord, Twitch e redes sociais',
      'Com o seu nome e o seu personagem',
      'Uma revisão incluída',
    ],
    category: 'Social Media',
    price: 1200,
    delivery: 'manual',
    stock: 3,
    imageFiles: ['banner-personalizado-1.webp', 'banner-personalizado-2.webp'],
  },
];

/** Every demo picture is an 800×450 still WEBP, made without metadata. */
export const demoImageSize = { width: 800, height: 450 } as const;

/**
 * Each picture is stored as staff uploads are (stored, a row, served at `/api/store/images/{id}`).
 * The intake's decoding is skipped: these files are the repository's own, known clean, and the
 * demo is seeded for every test app (the demo test checks type and size).
 */
async function uploadDemoImage(
  deps: Parameters<typeof uploadProductImage>[0],
  fileName: string,
  audit: Parameters<typeof uploadProductImage>[2],
): Promise<string> {
  const bytes = await readFile(new URL(fileName, imagesDir));
  const image = {
    fileName,
    mimeType: 'image/webp' as const,
    bytes,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ...demoImageSize,
    frames: 1,
  };
  return (await uploadProductImage(deps, { fields: {}, images: [image] }, audit)).url;
}

/** The demo's five products, created by the staff member as the store's manage page would. */
export async function seedDemoStore(deps: {
  db: Executor;
  storage: FileStorage;
  staff: { id: string; name: string };
}): Promise<void> {
  const audit = {
    actor: { id: deps.staff.id, name: deps.staff.name, avatar: null },
    requestId: null,
    ip: null,
  };
  const categories = new Map(
    (await listCategories(deps.db)).map((category) => [category.name, category.id]),
  );
  for (const { imageFiles, category, ...product } of demoProducts) {
    const images: string[] = [];
    for (const file of imageFiles) images.push(await uploadDemoImage(deps, file, audit));
    const categoryId = categories.get(category);
    if (!categoryId) throw new Error(`demo store: no category ${category}`);
    const body = createStoreProductBodySchema.parse({ ...product, categoryId, images });
    await createProduct(deps.db, body, audit);
  }
}
