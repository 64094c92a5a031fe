import { useEffect, useRef } from "react";
import { toast } from "../ui/toast";

interface Result {
  ok: boolean;
  message: string;
  intent?: string;
}

/** Shows the toast of each new action answer once: success as default, failure as destructive. */
export function useActionToast(
  result: Result | undefined,
  onResult?: (result: Result) => void,
  titles: { ok?: string; error?: string } = {},
) {
  const seen = useRef<Result | undefined>(undefined);
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    if (result.ok) toast({ title: titles.ok ?? "Success", description: result.message });
    else
      toast({
        title: titles.error ?? "Error",
        description: result.message,
        variant: "destructive",
      });
    callback.current?.(result);
  }, [result, titles.ok, titles.error]);
}
