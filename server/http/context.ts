/**
 * What the server hands to every loader and action: the process's services (one database
 * handle) and its configuration. Set per request in server/http/app.ts.
 */

import type { AppConfig } from "@server/config";
import type { Services } from "@server/services";
import { createContext } from "react-router";

export const servicesContext = createContext<Services>();
export const configContext = createContext<AppConfig>();

/** The client's address as the server sees it (X-Forwarded-For only with TRUST_PROXY). */
export const clientIpContext = createContext<string>("unknown");
