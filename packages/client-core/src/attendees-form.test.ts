import { describe, expect, it } from 'vitest';
import { ATTENDEE_MESSAGES, attendeesFormSchema, collectErrorMessages } from './attendees-form';

describe('attendeesFormSchema', () => {
  const attendee = { idx: 0, ticketTypeId: 't', lotName: 'L', name: 'Ana', email: 'ana@x.com' };

  it('needs at least one attendee', () => {
    const result = attendeesFormSchema.safeParse({ attendees: [] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ATTENDEE_MESSAGES.none]);
  });

  it('needs a name and an e-mail for everyone', () => {
    expect(attendeesFormSchema.safeParse({ attendees: [attendee] }).success).toBe(true);
    const result = attendeesFormSchema.safeParse({
      attendees: [attendee, { ...attendee, idx: 1, email: '  ' }],
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ATTENDEE_MESSAGES.missing]);
  });
});

describe('collectErrorMessages', () => {
  it('walks nested and sparse errors, once per message, skipping refs', () => {
    const ref = { message: 'not an error, a DOM node' };
    const errors = {
      attendees: [
        undefined,
        {
          name: { message: ATTENDEE_MESSAGES.missing, ref },
          email: { message: ATTENDEE_MESSAGES.missing, ref },
        },
      ],
      other: { root: { message: ATTENDEE_MESSAGES.none } },
    };
    expect(collectErrorMessages(errors)).toEqual([ATTENDEE_MESSAGES.missing, ATTENDEE_MESSAGES.none]);
    expect(collectErrorMessages({})).toEqual([]);
  });
});
