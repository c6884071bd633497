import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { demo } from './demo-identities';
import { expect, signIn, test } from './fixtures';

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** A receiver on this computer (demo mode lets the panel post to loopback over http). */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/painel/eventos`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The event a delivery carries, once its signature checks with the reference library. */
function verified(secret: string, { body, headers }: Received) {
  const signed = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
      name,
      String(headers[name]),
    ]),
  );
  return new Webhook(secret).verify(body, signed) as { type: string; data: { message: string } };
}

/** A card's fact, by its label. */
function fact(card: Locator, label: string): Locator {
  return card.locator('div', { has: card.page().getByText(label, { exact: true }) }).locator('dd');
}

async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass();
}

test('an administrador creates a webhook, tests it with a signed delivery, pauses and resumes it', async ({
  page,
}) => {
  test.slow();
  const receiver = await startReceiver();
  // Unique per attempt: the database is shared by the run.
  const name = `Receptor ${Date.now().toString(36)}`;
  try {
    await signIn(page, demo.admin, '/integrations?tab=webhooks');
    await expect(page.getByRole('tab', { name: 'Webhooks', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Novo webhook' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Novo webhook' });
    await dialog.getByLabel(/Nome/).fill(name);
    await dialog.getByLabel(/URL/).fill(receiver.url);
    await dialog.getByRole('checkbox', { name: 'Entrada adicionada à blacklist' }).check();
    await dialog.getByRole('checkbox', { name: 'Compra feita na loja' }).check();
    await dialog.getByRole('button', { name: 'Criar webhook' }).click();

    const shown = page.getByRole('dialog', { name: `Webhook ${name} criado` });
    const secret = await shown.getByRole('textbox', { name: 'Segredo de assinatura' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await shown.getByRole('button', { name: 'Concluído' }).click();
    await expect(shown).toBeHidden();

    const card = page.getByRole('article', { name });
    await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
    await expect(card.getByText(receiver.url)).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    // "Enviar teste": the receiver gets a delivery signed as Standard Webhooks says.
    await card.getByRole('button', { name: `Enviar teste para o webhook ${name}` }).click();
    await expect(page.getByText('Teste enviado para a fila')).toBeVisible();
    await expect.poll(() => receiver.received.length).toBe(1);
    const [first] = receiver.received;
    if (!first) throw new Error('no delivery');
    expect(first.headers['content-type']).toBe('application/json');
    expect(verified(secret, first)).toMatchObject({
      type: 'webhook.test',
      data: { message: expect.stringContaining(name) },
    });
    // Another secret does not open it.
    expect(() => verified(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, first)).toThrow();
    await reloadUntil(page, async () => {
      await expect(fact(card, 'Último sucesso')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, {
        timeout: 1_000,
      });
    });

    // Paused, a test waits in the queue; resumed, it goes.
    await card.getByRole('button', { name: `Pausar o webhook ${name}` }).click();
    await expect(card.getByText('Pausado', { exact: true })).toBeVisible();
    await expect(card.getByText(`Pausado por ${demo.admin.name}.`)).toBeVisible();
    await card.getByRole('button', { name: `Enviar teste para o webhook ${name}` }).click();
    await expect(page.getByText(/o teste sai quando .* for retomado/)).toBeVisible();
    await reloadUntil(page, async () => {
      await expect(fact(card, 'Pendentes')).toHaveText('1 entrega', { timeout: 1_000 });
    });
    expect(receiver.received).toHaveLength(1);

    await card.getByRole('button', { name: `Retomar o webhook ${name}` }).click();
    await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
    await expect.poll(() => receiver.received.length).toBe(2);
    const [, second] = receiver.received;
    if (!second) throw new Error('no second delivery');
    expect(verified(secret, second).type).toBe('webhook.test');
    expect(second.headers['webhook-id']).not.toBe(first.headers['webhook-id']);
    await reloadUntil(page, async () => {
      await expect(fact(card, 'Pendentes')).toHaveText('0 entregas', { timeout: 1_000 });
    });

    await card.getByRole('button', { name: `Excluir o webhook ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(card).toBeHidden();
  } finally {
    await receiver.close();
  }
});
