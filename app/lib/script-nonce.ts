/**
 * The nonce that marks the inline scripts this render writes itself (entry.server.tsx). Only
 * those are allowed by the page's Content-Security-Policy; see server/http/security-headers.ts.
 * In the browser there is none (the server removed it from the page).
 */
import { createContext } from "react";

export const ScriptNonce = createContext<string | undefined>(undefined);
