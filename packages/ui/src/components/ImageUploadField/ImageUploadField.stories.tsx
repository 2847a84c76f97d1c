import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { posterImage } from '../../fixtures/images';
import { ImageUploadField, type ImageUploadFieldProps } from './ImageUploadField';

/** Holds the address and the upload as the host does; the upload never answers, so "sending" stays. */
function Stateful(props: ImageUploadFieldProps) {
  const [value, setValue] = useState(props.value);
  const [uploading, setUploading] = useState(props.uploading ?? false);
  return (
    <ImageUploadField
      {...props}
      value={value}
      uploading={uploading}
      onUrlChange={(url) => {
        props.onUrlChange(url);
        setValue(url);
      }}
      onUpload={(image) => {
        props.onUpload(image);
        setUploading(true);
      }}
    />
  );
}

/** A 1200 × 900 photo-like PNG, drawn here so the story needs no file. */
async function landscapePhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 1200;
  canvas.height = 900;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#1e3a8a';
  context.fillRect(0, 0, 1200, 900);
  context.fillStyle = '#f59e0b';
  context.beginPath();
  context.arc(600, 450, 300, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'foto.png', { type: 'image/png' });
}

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Components/ImageUploadField',
  component: ImageUploadField,
  args: {
    label: 'Cartaz',
    hint: 'Aparece no cartão do evento, recortado em 3:4.',
    name: 'image',
    value: '',
    aspect: 3 / 4,
    onUrlChange: fn(),
    onUpload: fn(),
  },
  decorators: [(Story) => <div className="max-w-md p-4">{Story()}</div>],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ImageUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing yet: drop an image, or choose one (a phone offers its gallery and camera); or paste an address. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Arraste uma imagem para cá')).toBeVisible();
    await expect(canvas.getByText('Escolher imagem')).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByLabelText('Escolher imagem')).toHaveAccessibleDescription(/até 10 MB/);
    const url = canvas.getByRole('textbox', { name: 'Cartaz ou cole um endereço' });
    await userEvent.type(url, 'https://exemplo.com.br/cartaz.png');
    await expect(args.onUrlChange).toHaveBeenLastCalledWith('https://exemplo.com.br/cartaz.png');
  },
};

/** A photo chosen: framed to the card's 3:4 with a preview, zoom; "Usar imagem" sends the crop only. */
export const Crop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await landscapePhoto());
    await expect(
      await canvas.findByText('Arraste a imagem e use o zoom para enquadrar como ela aparece no cartão.'),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Prévia: Cartaz' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** "Usar imagem": the cropped picture (3:4, JPEG) goes to the host, and waits under "Enviando imagem…". */
export const Uploading: Story = {
  play: async (context) => {
    await Crop.play!(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Prévia: Cartaz' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Usar imagem' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
    const sent = (args.onUpload as unknown as { mock: { calls: [Blob][] } }).mock.calls[0]![0];
    await expect(sent.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(sent);
    // 900 × 1200 of the 1200 × 900 photo: the card's ratio.
    await expect(bitmap.width / bitmap.height).toBeCloseTo(3 / 4, 2);
    await expect(await canvas.findByRole('status', { name: 'Enviando imagem…' })).toBeInTheDocument();
  },
};

/** The address the upload (or the organizer) gave: a preview to change or remove. */
export const WithImage: Story = {
  args: { value: posterImage('Forró', '#7c2d12', '#f59e0b') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Prévia: Cartaz' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trocar imagem' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover imagem' }));
    await expect(args.onUrlChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByText('Arraste uma imagem para cá')).toBeVisible();
  },
};

/** A map is kept whole: chosen, it is sent at once. */
export const MapWhole: Story = {
  args: { label: 'Mapa do evento', name: 'mapImage', aspect: null, hint: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), await landscapePhoto());
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledOnce());
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Enviando imagem…' }),
    ).toBeInTheDocument();
  },
};

/** Over 10 MB: refused before anything is sent, in the server's words. */
export const ErrorTooBig: Story = {
  play: async ({ canvasElement, args }) => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'foto.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'A imagem passa de 10 MB. Envie uma imagem menor.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A file that only has an image's name. */
export const ErrorNotImage: Story = {
  play: async ({ canvasElement, args }) => {
    const text = new File(['não sou uma imagem'], 'cartaz.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), text);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'O arquivo não é uma imagem. Envie uma foto em JPEG, PNG, WebP, AVIF ou GIF.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** The server refused the upload: its message under the field. */
export const ServerError: Story = {
  args: { error: 'A imagem passa de 40 megapixels. Envie uma imagem menor.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'A imagem passa de 40 megapixels. Envie uma imagem menor.',
    );
  },
};
