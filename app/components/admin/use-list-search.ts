import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation, useSubmit } from "react-router";

/**
 * Live search for a GET filter form: submits 300 ms after the person stops typing, replacing
 * the history entry, so typing never floods the back button.
 */
export function useListSearch() {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navigation = useNavigation();
  const location = useLocation();
  // Read when the timer fires: a person who has already clicked away must not be pulled back.
  const leaving = useRef(false);
  leaving.current =
    navigation.state !== "idle" && navigation.location?.pathname !== location.pathname;
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    formRef,
    onSearchChange: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (formRef.current && !leaving.current)
          submit(formRef.current, { replace: true, preventScrollReset: true });
      }, 300);
    },
    /** For the form's own submit (Enter, the Search button): drop a pending live search. */
    onSubmit: () => clearTimeout(timer.current),
    submitNow: () => {
      clearTimeout(timer.current);
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    },
  };
}

/** Opens/closes a record's detail dialog through `?id=`, keeping the other parameters. */
export function useDetailParam() {
  const navigate = useNavigate();
  return {
    hrefFor(search: string, id: number | string) {
      const params = new URLSearchParams(search);
      params.set("id", String(id));
      return `?${params}`;
    },
    close(pathname: string, search: string) {
      const params = new URLSearchParams(search);
      params.delete("id");
      const query = params.toString();
      navigate(`${pathname}${query ? `?${query}` : ""}`, {
        replace: true,
        preventScrollReset: true,
      });
    },
  };
}
