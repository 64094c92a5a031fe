/**
 * The notices above a staff form: unsaved changes restored from a draft (with a way to drop
 * them), and the errors no field of the form shows itself.
 */
import { Button } from "../ui/button";
import { cn } from "../ui/cn";

export function DraftRestoredNotice({
  onDiscard,
  className,
}: {
  onDiscard: () => void;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        "flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sky p-3 text-sm text-sea-deep",
        className,
      )}
    >
      <span>Your unsaved changes were restored.</span>
      <Button size="sm" variant="secondary" onClick={onDiscard}>
        Discard changes
      </Button>
    </div>
  );
}

export function FormErrorList({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-[#b42318] bg-[#fdecea] p-3 text-sm">
      <ul className="list-disc pl-5 text-[#8f1c13]">
        {messages.map((message, index) => (
          // The list is rebuilt on every check; two fields may share a message.
          // biome-ignore lint/suspicious/noArrayIndexKey: no other identity, and order is stable
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
