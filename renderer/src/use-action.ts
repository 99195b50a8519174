/**
 * @file Running a contract call the user asked for: its error kept to show, and the view's data
 * read again afterwards, whether it worked or not.
 */
import { useCallback, useState } from "react";
import { errorText } from "./client";

export function useAction(refresh: () => void) {
  const [error, setError] = useState<string | null>(null);
  const act = useCallback(
    async (work: () => Promise<unknown>) => {
      setError(null);
      try {
        await work();
      } catch (e) {
        setError(errorText(e));
      }
      refresh();
    },
    [refresh],
  );
  return { error, setError, act };
}
