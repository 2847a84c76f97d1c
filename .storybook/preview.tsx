import type { Decorator, Preview } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { LinkProvider, type AppLinkProps } from '../packages/ui/src/lib/link';
import '../packages/ui/src/styles.css';

document.documentElement.lang = 'pt-BR';

/**
 * Links keep their real href (stories assert it) but never navigate: a click would unload the
 * preview iframe in the middle of a test.
 */
function StoryLink({ onClick, ...props }: AppLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    event.preventDefault();
  }
  return <a {...props} onClick={handleClick} />;
}

const withLinks: Decorator = (Story) => (
  <LinkProvider component={StoryLink}>
    <Story />
  </LinkProvider>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLinks],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Introdução', 'Components', 'Shell', 'Screens'] },
    },
  },
};

export default preview;
