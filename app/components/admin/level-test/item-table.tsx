/**
 * The item bank's table: each question with its options, how it has fared (times shown, share
 * correct, and the same by the level the test placed its takers at) and its status. Rows whose
 * figures look wrong are tinted and say why, so bad items stand out while scrolling.
 */
import { cefrLevels } from "@shared/level-test/types";
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { AlertTriangle, Check, Pencil } from "~/components/ui/icons";
import type { ActionResult } from "../action-result";
import { bodyCell, TableHead } from "../table-head";
import { useActionToast } from "../use-action-toast";
import { type ItemFlag, type ItemView, itemFlags, percent } from "./item-flags";

export const skillNames = { grammar: "Grammar", vocabulary: "Vocabulary", reading: "Reading" };
export const choiceLetter = (index: number) => String.fromCharCode(65 + index);

export function ItemTable({
  items,
  editHref,
}: {
  items: ItemView[];
  editHref: (id: number) => string;
}) {
  return (
    <table className="w-full min-w-[60rem] bg-white">
      <TableHead
        columns={[
          "Question",
          "Options",
          "Statistics",
          "Status",
          { label: "Actions", hidden: true },
        ]}
      />
      <tbody className="divide-y divide-mist">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} editHref={editHref(item.id)} />
        ))}
      </tbody>
    </table>
  );
}

function ItemRow({ item, editHref }: { item: ItemView; editHref: string }) {
  const flags = itemFlags(item);
  const retired = item.status === "retired";
  return (
    <tr
      data-testid="level-test-item-row"
      data-item-id={item.id}
      className={cn(flags.length > 0 && "bg-[#fff8e6]", retired && "text-ink-muted")}
    >
      <td className={cn(bodyCell, "max-w-md")}>
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="info">{item.cefr}</Badge>
          <span className="text-xs font-semibold text-ink-muted">
            {skillNames[item.skill]} · #{item.id}
          </span>
        </span>
        <span className="mt-1 block font-medium text-ink">{item.prompt}</span>
        {item.passage ? (
          <details className="mt-1 text-xs">
            <summary className="cursor-pointer text-sea-deep">Passage</summary>
            <p className="mt-1 whitespace-pre-line text-ink">{item.passage}</p>
          </details>
        ) : null}
        <span className="mt-1 block text-xs text-ink-muted">
          {item.seedKey ? `Shipped item ${item.seedKey}` : "Added by staff"}
        </span>
      </td>
      <td className={bodyCell}>
        <ol className="grid gap-0.5" aria-label={`Options of item #${item.id}`}>
          {item.choices.map((choice, index) => (
            <li
              key={choice}
              className={cn(index === item.answerIndex && "font-semibold text-[#24561f]")}
            >
              {choiceLetter(index)}. {choice}
              {index === item.answerIndex ? (
                <>
                  <Check aria-hidden="true" className="ml-1 inline size-4" />
                  <span className="sr-only"> (right answer)</span>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </td>
      <td className={bodyCell}>
        <ItemStats item={item} flags={flags} />
      </td>
      <td className={bodyCell}>
        <Badge tone={retired ? "neutral" : "success"}>{retired ? "Retired" : "Active"}</Badge>
        {flags.map((flag) => (
          <p key={flag.kind} className="mt-2 flex max-w-56 gap-1 text-xs text-[#6b4406]">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="font-semibold">
                {flag.kind === "hard" ? "Too hard?" : "Too easy?"}
              </span>{" "}
              {flag.message}
            </span>
          </p>
        ))}
      </td>
      <td className={cn(bodyCell, "text-right")}>
        <span className="flex justify-end gap-2">
          <Link
            to={editHref}
            preventScrollReset
            className={buttonClass("secondary", "sm")}
            aria-label={`Edit item #${item.id}`}
          >
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Link>
          <StatusButton id={item.id} retired={retired} />
        </span>
      </td>
    </tr>
  );
}

function ItemStats({ item, flags }: { item: ItemView; flags: ItemFlag[] }) {
  const { stats } = item;
  const flagged = new Set(flags.flatMap((flag) => flag.levels));
  const levels = cefrLevels.filter((level) => stats.byTakerLevel[level].shown > 0);
  return (
    <div className="grid gap-1" data-testid="item-stats">
      <p>
        <span className="font-semibold">{stats.shown}</span> shown
        {stats.shareCorrect === null ? null : (
          <>
            {" · "}
            <span className="font-semibold">{percent(stats.shareCorrect)}</span> correct
          </>
        )}
      </p>
      {levels.length ? (
        <ul
          className="flex flex-wrap gap-1 text-xs"
          aria-label={`Right answers of item #${item.id} by taker level`}
        >
          {levels.map((level) => {
            const { shown, correct } = stats.byTakerLevel[level];
            return (
              <li
                key={level}
                className={cn(
                  "rounded px-1.5 py-0.5",
                  flagged.has(level) ? "bg-[#fbefd3] text-[#6b4406]" : "bg-[#eceeed] text-ink",
                )}
              >
                <span className="font-semibold">{level}</span> {correct}/{shown}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-xs text-ink-muted">No finished sittings yet</p>
      )}
    </div>
  );
}

/** Its own little form: posts without JavaScript, and with it answers in a toast. */
function StatusButton({ id, retired }: { id: number; retired: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const intent = retired ? "restore" : "retire";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        size="sm"
        variant={retired ? "secondary" : "ghost"}
        disabled={fetcher.state !== "idle"}
        aria-label={`${retired ? "Restore" : "Retire"} item #${id}`}
      >
        {retired ? "Restore" : "Retire"}
      </Button>
    </fetcher.Form>
  );
}
