import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { newQueryClient } from "../../../src/client/lib/query-client";

/** A fresh query cache per rendered tree, as each dashboard gets: no test sees another's lists. */
export function Queries({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
