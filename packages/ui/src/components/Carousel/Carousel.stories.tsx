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

/** The element holding the slides, whose changes are announced (or not). */
function slideTrack(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLElement>('[aria-live]')!;
}

/** Waits `ms` and checks the shown slide did not change meanwhile. */
async function expectStill(canvasElement: HTMLElement, ms = 700) {
  const shown = activeSlide(canvasElement).getAttribute('aria-label');
  await new Promise((resolve) => setTimeout(resolve, ms));
  await expect(activeSlide(canvasElement)).toHaveAccessibleName(shown!);
}

/** `prefers-reduced-motion: reduce` as the system would report it, for the story's lifetime. */
function reduceMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    return {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } satisfies MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('1 de 3');
    for (const slide of canvasElement.querySelectorAll('[data-slot="carousel-slide"]'))
      await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    // The first slide is the home page's largest paint: its image is fetched before the others'.
    const images = [...canvasElement.querySelectorAll('[data-slot="carousel-slide"] img')];
    await expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low']);
    // Rotating on its own: slide changes are not announced, they would talk over the page.
    await expect(region).toHaveAttribute('data-rotating');
    await expect(slideTrack(canvasElement)).toHaveAttribute('aria-live', 'off');

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
  parameters: { visual: { skip: 'it ends rotating every 300 ms' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    await waitFor(() => expect(activeSlide(canvasElement)).toHaveAccessibleName('2 de 3'), { timeout: 2000 });
    await expect(region).toHaveAttribute('data-rotating');

    // The pointer over it pauses the rotation, and slide changes are then announced.
    await userEvent.hover(region);
    await expect(region).not.toHaveAttribute('data-rotating');
    await expect(slideTrack(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expectStill(canvasElement);
    await userEvent.unhover(region);
    await waitFor(() => expect(region).toHaveAttribute('data-rotating'));
  },
};

export const PausedByFocus: Story = {
  args: { interval: 300 },
  parameters: { visual: { skip: 'it ends rotating every 300 ms' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    // Keyboard users: focus inside stops the rotation, leaving resumes it.
    canvas.getByRole('button', { name: 'Próximo slide' }).focus();
    await waitFor(() => expect(region).not.toHaveAttribute('data-rotating'));
    await expect(slideTrack(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expectStill(canvasElement);
    canvas.getByRole('button', { name: 'Próximo slide' }).blur();
    await waitFor(() => expect(region).toHaveAttribute('data-rotating'));
  },
};

export const Paused: Story = {
  args: { interval: 300 },
  parameters: { visual: { skip: 'it ends rotating again after play' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar rotação dos slides' }));
    const play = canvas.getByRole('button', { name: 'Retomar rotação dos slides' });
    play.blur();
    await userEvent.unhover(region);
    await expect(region).not.toHaveAttribute('data-rotating');
    await expectStill(canvasElement);

    await userEvent.click(play);
    await expect(canvas.getByRole('button', { name: 'Pausar rotação dos slides' })).toBeVisible();
  },
};

/**
 * Keyboard only (APG carousel): the rotation control comes first in the tab order and toggles with Enter
 * and Space; focus on the arrows holds the slides, which are then announced; the arrows work with Enter.
 */
export const Keyboard: Story = {
  args: { interval: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    await userEvent.unhover(region);
    (document.activeElement as HTMLElement | null)?.blur();

    // Whatever the frame puts before it, the first stop inside the carousel is the rotation control.
    for (let presses = 0; presses < 20 && !region.contains(document.activeElement); presses++)
      await userEvent.tab();
    const rotation = canvas.getByRole('button', { name: 'Pausar rotação dos slides' });
    await expect(rotation).toHaveFocus();
    // Nothing is drawn over it (the dots' row once was): a pointer or an eye finds it where it is.
    const box = rotation.getBoundingClientRect();
    await expect(rotation).toContainElement(
      document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) as HTMLElement,
    );
    // Focus on the rotation control alone does not stop the slides: that is the control's job.
    await expect(region).toHaveAttribute('data-rotating');

    await userEvent.keyboard('{Enter}');
    await expect(rotation).toHaveAccessibleName('Retomar rotação dos slides');
    await expect(region).not.toHaveAttribute('data-rotating');
    await expect(slideTrack(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expectStill(canvasElement);

    await userEvent.keyboard(' ');
    await expect(rotation).toHaveAccessibleName('Pausar rotação dos slides');
    await expect(region).toHaveAttribute('data-rotating');
    await expect(slideTrack(canvasElement)).toHaveAttribute('aria-live', 'off');
    const before = activeSlide(canvasElement).getAttribute('aria-label');
    await waitFor(() => expect(activeSlide(canvasElement)).not.toHaveAccessibleName(before!), {
      timeout: 2000,
    });

    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: 'Slide anterior' });
    await expect(previous).toHaveFocus();
    await expect(region).not.toHaveAttribute('data-rotating');
    await expect(slideTrack(canvasElement)).toHaveAttribute('aria-live', 'polite');
    const position = (name: string | null) => Number(name!.split(' ')[0]);
    const shown = position(activeSlide(canvasElement).getAttribute('aria-label'));
    await userEvent.keyboard('{Enter}');
    await expect(activeSlide(canvasElement)).toHaveAccessibleName(`${((shown + 1) % 3) + 1} de 3`);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Próximo slide' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(activeSlide(canvasElement)).toHaveAccessibleName(`${shown} de 3`);
    await expectStill(canvasElement);
  },
};

/** The system asks for less motion: the slides stay put until the user presses play. */
export const ReducedMotion: Story = {
  args: { interval: 300 },
  parameters: { visual: { skip: 'it ends rotating after play' } },
  beforeEach: reduceMotion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques' });
    await userEvent.unhover(region);
    await expect(region).not.toHaveAttribute('data-rotating');
    await expect(slideTrack(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expect(activeSlide(canvasElement)).toHaveAccessibleName('1 de 3');
    await expectStill(canvasElement);

    // Play is the user's explicit choice: it rotates even so.
    const play = canvas.getByRole('button', { name: 'Retomar rotação dos slides' });
    await userEvent.click(play);
    await userEvent.unhover(region);
    await expect(play).toHaveAccessibleName('Pausar rotação dos slides');
    await waitFor(() => expect(activeSlide(canvasElement)).toHaveAccessibleName('2 de 3'), {
      timeout: 2000,
    });
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

/** Issue #13 point 7: on a phone, pause and the arrows sit in the bar under the slide, not on its text. */
export const PhoneControls: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = activeSlide(canvasElement).querySelector('img')!;
    const imageBottom = image.getBoundingClientRect().bottom;
    for (const name of [/^(Pausar|Retomar) rotação/, 'Slide anterior', 'Próximo slide']) {
      const control = canvas.getByRole('button', { name });
      await expect(control).toBeVisible();
      await expect(control.getBoundingClientRect().top).toBeGreaterThanOrEqual(imageBottom);
    }
  },
};
