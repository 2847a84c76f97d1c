import { newSlideFormValues } from '@bilheteria/ui';
import { describe, expect, it } from 'vitest';
import { slideFormMessages, slideFormSchema, slideFormToInput } from './slide-form';

describe('slideFormSchema', () => {
  it('requires the image URL (spec §5)', () => {
    const result = slideFormSchema.safeParse(newSlideFormValues());
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['imageUrl', slideFormMessages.imageUrl],
    ]);
  });

  it('checks the order and that the end comes after the start', () => {
    const result = slideFormSchema.safeParse({
      ...newSlideFormValues(),
      imageUrl: '/banner.png',
      order: '-1',
      startAt: '2025-12-01T00:00',
      endAt: '2025-11-01T00:00',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['order', slideFormMessages.order],
      ['endAt', slideFormMessages.endAt],
    ]);
  });
});

describe('slideFormToInput', () => {
  it('sends defaults: order 0, active, nulls for blanks', () => {
    expect(slideFormToInput({ ...newSlideFormValues(), imageUrl: ' /banner.png ' })).toEqual({
      imageUrl: '/banner.png',
      linkUrl: null,
      title: null,
      order: 0,
      active: true,
      startAt: null,
      endAt: null,
    });
  });

  it('converts start and end to ISO (São Paulo clock)', () => {
    expect(
      slideFormToInput({
        imageUrl: '/banner.png',
        linkUrl: '/event/e1',
        title: 'Réveillon',
        order: '3',
        startAt: '2025-12-01T00:00',
        endAt: '2026-01-01T23:59',
        active: false,
      }),
    ).toEqual({
      imageUrl: '/banner.png',
      linkUrl: '/event/e1',
      title: 'Réveillon',
      order: 3,
      active: false,
      startAt: '2025-12-01T03:00:00.000Z',
      endAt: '2026-01-02T02:59:00.000Z',
    });
  });
});
