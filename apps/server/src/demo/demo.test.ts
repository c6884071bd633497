import { readdir, readFile } from 'node:fs/promises';
import type { StoreProduct, StoreProductAdmin } from '@panel/contract/api/store';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIds, signIn } from '../../test/sign-in';
import { useTestApp } from '../../test/use-test-app';
import { applications } from '../db/schema/applications';
import { auditLog } from '../db/schema/audit';
import { intakeImage } from '../storage/image-intake';
import { demoImageSize } from './demo-store';
import { urlOf } from '../../test/api';

const s = useTestApp();

const entriesOf = (action: string) =>
  s.t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('demo seed', () => {
  it('leaves the audit history of its applications, at the times they happened', async () => {
    expect(await entriesOf('applications.whitelist.submit')).toHaveLength(18);
    expect(await entriesOf('applications.insertion.submit')).toHaveLength(6);
    const approvals = await entriesOf('applications.whitelist.approve');
    const rejections = await entriesOf('applications.whitelist.reject');
    expect(approvals).toHaveLength(6);
    expect(rejections).toHaveLength(5);

    const [approved] = await s.t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.status, 'approved'), eq(applications.form, 'whitelist')))
      .limit(1);
    const entry = approvals.find((row) => row.target === approved?.userId);
    expect(entry).toMatchObject({
      actorName: approved?.decidedByName,
      actionType: 'approve',
      details: `Aprovou a whitelist de ${approved?.username} (${approved?.userId})`,
    });
    expect(entry?.createdAt.getTime()).toBe(approved?.decidedAt?.getTime());
    expect(rejections[0]?.details).toMatch(/^Reprovou a whitelist de .+: Respostas muito curtas/);
  });

  it('ships store pictures the upload intake accepts as declared', async () => {
    const dir = new URL('./store-images/', import.meta.url);
    const files = await readdir(dir);
    expect(files).toHaveLength(12);
    for (const file of files) {
      const intake = await intakeImage(file, await readFile(new URL(file, dir)));
      expect(intake.ok && intake.image, file).toMatchObject({
        mimeType: 'image/webp',
        ...demoImageSize,
        frames: 1,
      });
    }
  });

  it('fills the store with the five products, in order, each with its detail and pictures', async () => {
    const response = await s.t.app.inject({ method: 'GET', url: urlOf('listStoreProducts') });
    const products = response.json<StoreProduct[]>();
    expect(products.map((p) => [p.name, p.price, p.category.name, p.featured])).toEqual([
      ['Overlay Premium', 5000, 'Overlays', true],
      ['Pacote de Emotes', 3000, 'Emotes', false],
      ['Alertas Animados', 2500, 'Alertas', true],
      ['Tela de Ausente', 1800, 'Telas', false],
      ['Banner Personalizado', 1200, 'Social Media', false],
    ]);
    for (const product of products) {
      expect(product.longDescription.length).toBeGreaterThan(50);
      expect(product.features.length).toBeGreaterThanOrEqual(3);
      expect(product.features.length).toBeLessThanOrEqual(5);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      for (const url of product.images) {
        expect(url).toMatch(/^\/api\/store\/images\/\d+$/);
        const image = await s.t.app.inject({ method: 'GET', url });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
      }
    }

    const admin = await signIn(s.t.app, demoIds.administrador);
    const manage = await s.t.app.inject({
      method: 'GET',
      url: urlOf('listStoreProductsAdmin'),
      headers: { cookie: admin },
    });
    expect(
      manage
        .json<StoreProductAdmin[]>()
        .map((p) => [p.delivery, p.stock, p.perMemberLimit, p.codeType]),
    ).toEqual([
      ['manual', 10, null, null],
      ['role', null, 1, null],
      ['code', null, null, 'invite'],
      ['manual', null, null, null],
      ['manual', 3, null, null],
    ]);
    expect(await entriesOf('store.product.create')).toHaveLength(5);
  });
});
