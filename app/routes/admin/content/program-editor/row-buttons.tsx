import { Button } from "~/components/ui/button";
import { ArrowDown, ArrowUp, Trash2 } from "~/components/ui/icons";

/** Up, down and remove for one row of a list the person orders by hand. */
export function RowButtons({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex gap-1">
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
