/**
 * What the register screen says above the students: why it cannot be saved (a future lesson,
 * older than 7 days), that an admin's late change needs a reason, and the answer to a save.
 */

export type RegisterState = "open" | "future" | "closed" | "reason";

const stateText: Record<Exclude<RegisterState, "open">, string> = {
  future:
    "This lesson has not happened yet: its register can't be taken before the day of the lesson.",
  closed:
    "This register is older than 7 days, so only an admin can change it. Ask an admin if something is wrong.",
  reason: "This register is older than 7 days. You can change it as an admin; give a reason below.",
};

const box = "mb-4 rounded-lg px-3 py-2 text-sm";

export function RegisterNotice({
  state,
  answer,
  fields,
}: {
  state: RegisterState;
  answer: { ok: boolean; message: string } | undefined;
  fields: Record<string, string>;
}) {
  return (
    <>
      {state === "open" ? null : (
        <p className={`${box} bg-[#fbefd3] text-[#6b4406]`} data-testid="register-state">
          {stateText[state]}
        </p>
      )}
      {answer?.ok ? (
        <p
          role="status"
          className={`${box} bg-[#e3f1e1] text-[#24561f]`}
          data-testid="register-answer"
        >
          {answer.message}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <div
          role="alert"
          className={`${box} bg-[#fdecea] text-[#8f1c13]`}
          data-testid="register-answer"
        >
          <p>{answer.message}</p>
          {fields.entries ? <p className="mt-1">{fields.entries}</p> : null}
        </div>
      ) : null}
    </>
  );
}
