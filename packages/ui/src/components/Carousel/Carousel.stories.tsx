import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { slides } from '../../fixtures/catalogue';
import { Carousel } from './Carousel';

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { slides, interval: 5000 },
  decorators: [(Story) => <div className="max-w-5xl">{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide the carousel shows now. */
function activeSlide(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLElement>('[data-slot="carousel-slide"][data-active]')!;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('1 de 3');

    const link = within(activeSlide(canvasElement)).getByRole('link', {
      name: /Festival Sertanejo de Barretos/,
    });
    await expect(link).toHaveAttribute('href', '/event/e1');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Previous from the first slide wraps around to the last; next from the last back to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Slide anterior' }));
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('3 de 3');
    await expect(canvas.getByRole('button', { name: 'Ir para o slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo slide' }));
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('1 de 3');

    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o slide 2' }));
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('2 de 3');
    await expect(canvas.getByRole('button', { name: 'Ir para o slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const AutoAdvance: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    await waitFor(() => expect(activeSlide(canvasElement)).toHaveAccessibleName('2 de 3'), { timeout: 2000 });
    await expect(region).toHaveAttribute('data-rotating');

    // The pointer over it pauses the rotation, and slide changes are then announced.
    await userEvent.hover(region);
    await expect(region).not.toHaveAttribute('data-rotating');
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const shown = activeSlide(canvasElement).getAttribute('aria-label');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(activeSlide(canvasElement)).toHaveAccessibleName(shown!);
    await userEvent.unhover(region);
    await waitFor(() => expect(region).toHaveAttribute('data-rotating'));
  },
};

export const PausedByFocus: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    // Keyboard users: focus inside stops the rotation, leaving resumes it.
    canvas.getByRole('button', { name: 'Próximo slide' }).focus();
    await waitFor(() => expect(region).not.toHaveAttribute('data-rotating'));
    const shown = activeSlide(canvasElement).getAttribute('aria-label');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(activeSlide(canvasElement)).toHaveAccessibleName(shown!);
    canvas.getByRole('button', { name: 'Próximo slide' }).blur();
    await waitFor(() => expect(region).toHaveAttribute('data-rotating'));
  },
};

export const Paused: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar rotação dos slides' }));
    const play = canvas.getByRole('button', { name: 'Retomar rotação dos slides' });
    play.blur();
    await userEvent.unhover(region);
    await expect(region).not.toHaveAttribute('data-rotating');
    const shown = activeSlide(canvasElement).getAttribute('aria-label');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(activeSlide(canvasElement)).toHaveAccessibleName(shown!);

    await userEvent.click(play);
    await expect(canvas.getByRole('button', { name: 'Pausar rotação dos slides' })).toBeVisible();
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No link: the image alone; no arrows or dots for a single slide.
    await expect(canvas.getByRole('img', { name: 'São João da Capital' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="carousel"]')).toBeNull();
  },
};
