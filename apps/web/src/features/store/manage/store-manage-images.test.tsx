import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageMessages, maxImageBytes } from '@panel/contract/constants';
import { stubObjectUrls, testFile } from '@/testing/blacklist-fake-api';
import { deferred } from '@/testing/deferred';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { serveStoreManage } from '@/testing/store-manage-fake-api';
import { pathOf } from '@/testing/answer';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

beforeAll(async () => {
  await import('../store-manage-page');
});

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
  signInAs(testUser('administrador'));
});

async function openNewProduct() {
  // The input is hidden behind the button; a real picker lets any file through.
  const user = userEvent.setup({ applyAccept: false });
  renderApp('/store/manage');
  await user.click(await screen.findByRole('button', { name: 'Novo produto' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Novo produto' }));
  const input = sheet.getByLabelText<HTMLInputElement>('Arquivos de imagem');
  return { user, sheet, input };
}

function shownImages(sheet: BoundFunctions<typeof queries>) {
  const list = within(sheet.getByRole('list', { name: 'Imagens do produto' }));
  return list.getAllByRole('img').map((img) => img.getAttribute('src'));
}

describe('store management: product images', () => {
  it('refuses files that are not images or are over 10MB before sending them', async () => {
    const api = serveStoreManage();
    const { user, sheet, input } = await openNewProduct();

    await user.upload(input, [
      testFile('relatorio.pdf', 'application/pdf'),
      testFile('desenho.svg', 'image/svg+xml'),
      testFile('enorme.jpg', 'image/jpeg', maxImageBytes + 1),
    ]);
    const refusals = within(sheet.getByRole('alert'));
    expect(refusals.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      imageMessages.notImage('relatorio.pdf'),
      imageMessages.notImage('desenho.svg'),
      imageMessages.tooLarge('enorme.jpg'),
    ]);
    expect(api.uploads).toEqual([]);
    expect(sheet.queryByRole('list', { name: 'Imagens do produto' })).toBeNull();
  });

  it('uploads a good file with its progress and adds its address as the first image', async () => {
    const hold = deferred();
    const api = serveStoreManage({ holdUpload: hold.promise });
    const { user, sheet, input } = await openNewProduct();

    await user.upload(input, testFile('capa.png', 'image/png', maxImageBytes));
    expect(
      await sheet.findByRole('progressbar', { name: 'Envio de capa.png' }),
    ).toBeInTheDocument();
    expect(sheet.getByRole('img', { name: 'capa.png' })).toHaveAttribute('src', 'blob:test/1');
    expect(sheet.getByRole('button', { name: 'Criar produto' })).toBeDisabled();
    hold.resolve();

    expect(await sheet.findByRole('img', { name: 'Imagem 1' })).toHaveAttribute(
      'src',
      pathOf('storeImage', { imageId: '100' }),
    );
    expect(sheet.queryByRole('progressbar')).toBeNull();
    expect(urls.revoke).toHaveBeenCalledWith('blob:test/1');
    expect(sheet.getByText('Principal')).toBeInTheDocument();
    expect(api.uploads).toEqual([1]);

    // An address is added after it; made the first, it becomes "Principal".
    const address = sheet.getByRole('textbox', { name: 'Endereço da imagem' });
    await user.type(address, 'http://cdn.exemplo.com/b.png{Enter}');
    expect(
      sheet.getByText('Use uma imagem enviada ao painel ou um endereço que comece com https://.'),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://cdn.exemplo.com/b.png{Enter}');
    expect(shownImages(sheet)).toEqual([
      pathOf('storeImage', { imageId: '100' }),
      'https://cdn.exemplo.com/b.png',
    ]);
    await user.click(sheet.getByRole('button', { name: 'Tornar a imagem 2 principal' }));
    expect(shownImages(sheet)).toEqual([
      'https://cdn.exemplo.com/b.png',
      pathOf('storeImage', { imageId: '100' }),
    ]);
    await user.click(sheet.getByRole('button', { name: 'Remover a imagem 2' }));
    expect(shownImages(sheet)).toEqual(['https://cdn.exemplo.com/b.png']);
  });

  it('shows the server refusal of a file', async () => {
    serveStoreManage({
      refuse: {
        upload: {
          status: 415,
          body: { code: 'unsupported', message: 'capa.png não é uma imagem válida' },
        },
      },
    });
    const { user, sheet, input } = await openNewProduct();

    await user.upload(input, testFile('capa.png', 'image/png'));
    expect(await sheet.findByText('capa.png não é uma imagem válida')).toBeInTheDocument();
    expect(sheet.queryByRole('list', { name: 'Imagens do produto' })).toBeNull();
  });
});
