// The attendees step's validation, apart from the draft's rules: zod loads with the step that validates,
// not with the first checkout step (it was most of that step's JavaScript).
import { ATTENDEE_MESSAGES, attendeesProblem, meiaEntradasProblem } from '@bilheteria/rules';
import { z } from './zod';

// The rules and messages are @bilheteria/rules' (POST /orders checks the attendees with the same function).
export { ATTENDEE_MESSAGES } from '@bilheteria/rules';

/**
 * Step 2 form: at least one attendee, each with a name and a valid e-mail; each half-price ticket with its
 * beneficiary (the same rules POST /orders applies, Lei 12.933/2013).
 */
export const attendeesFormSchema = z.object({
  attendees: z
    .array(
      z.object({
        idx: z.number(),
        ticketTypeId: z.string(),
        lotName: z.string(),
        name: z.string(),
        email: z.string(),
        meiaEntrada: z.object({ tipo: z.string(), documento: z.string() }).optional(),
      }),
    )
    .min(1, ATTENDEE_MESSAGES.none)
    .superRefine((attendees, context) => {
      const message = attendeesProblem(attendees);
      if (message !== null) context.addIssue({ code: 'custom', message });
      const meia = meiaEntradasProblem(
        attendees.filter((attendee) => attendee.meiaEntrada).map((attendee) => attendee.meiaEntrada),
      );
      if (meia !== null) context.addIssue({ code: 'custom', message: meia });
    }),
});

export type AttendeesForm = z.infer<typeof attendeesFormSchema>;

/**
 * Every message in a react-hook-form errors tree, in order and once each: the steps show their
 * validation as one alert (spec §5), not beside each field.
 */
export function collectErrorMessages(errors: unknown): string[] {
  const messages: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message !== '') messages.push(message);
    for (const [key, value] of Object.entries(node)) {
      // `ref` is the DOM element, `types` repeats `message`.
      if (key !== 'ref' && key !== 'types' && key !== 'message') visit(value);
    }
  };
  visit(errors);
  return [...new Set(messages)];
}
