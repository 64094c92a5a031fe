/**
 * Access and erasure requests of host families and residences (issue 31), on the privacy screen
 * beside those of people: find a provider by name, address or e-mail, download its data, erase
 * it, or erase one household member (one who moved out). Payment records stay (six years).
 */

import type { ProviderSubject } from "@shared/accommodation/types";
import { Form, useFetcher } from "react-router";
import { Badge } from "../../ui/badge";
import { Button, buttonClass } from "../../ui/button";
import { ConfirmButton } from "../../ui/confirm-dialog";
import { Input } from "../../ui/field";
import { Download, Home, Trash2 } from "../../ui/icons";
import type { ActionResult } from "../action-result";
import { useActionToast } from "../use-action-toast";

export function ProviderRequests({
  query,
  error,
  providers,
}: {
  query: string;
  error: string | null;
  providers: ProviderSubject[] | null;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, undefined, { ok: "Provider data erased", error: "Erase failed" });
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="provider-search"
      className="min-w-0 rounded-xl border border-mist bg-white p-5"
    >
      <h2 id="provider-search" className="flex items-center gap-2 font-sans text-lg font-semibold">
        <Home aria-hidden="true" className="size-5 text-sea" /> Find a host family or residence
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        Everything stored about a provider: its details and bank details, household with vetting,
        rooms, unavailable nights, placements, payments received and host-portal accounts. Erasing
        anonymises the provider and its household and deletes its portal accounts; the payment
        records (payee name and IBAN as paid) are kept for six years, as the privacy notice says.
      </p>
      <Form
        method="get"
        role="search"
        aria-label="Find a host family or residence"
        noValidate
        className="mt-4 flex flex-wrap items-start gap-2"
      >
        <Input
          label="Name, address or e-mail"
          name="provider"
          defaultValue={query}
          autoComplete="off"
          required
          error={error ?? undefined}
          className="w-full max-w-sm"
        />
        <Button type="submit" className="sm:mt-6">
          Search
        </Button>
      </Form>
      {providers ? (
        <div className="mt-6" data-testid="provider-result">
          {providers.length === 0 ? (
            <p className="text-sm text-ink" role="status">
              No host family or residence matches <strong>{query}</strong>.
            </p>
          ) : (
            <ul className="grid gap-3">
              {providers.map((provider) => (
                <li key={provider.id} className="rounded-lg border border-mist p-3">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <p className="text-sm text-ink">
                      <strong>{provider.name}</strong> · {provider.campus} · {provider.type}
                      {provider.email ? ` · ${provider.email}` : ""} · {provider.hostUsers} portal
                      account{provider.hostUsers === 1 ? "" : "s"}{" "}
                      {provider.erased ? <Badge tone="neutral">Erased</Badge> : null}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <a
                        href={`/api/admin/people/providers/${provider.id}/export`}
                        download
                        className={buttonClass("secondary", "sm")}
                      >
                        <Download aria-hidden="true" className="size-4" /> Export (JSON)
                      </a>
                      {provider.erased ? null : (
                        <ConfirmButton
                          message={`Erase ${provider.name}? Its name, address, contact and bank details, household names and vetting references, notes, documents and portal accounts go; payment records stay for six years. This cannot be undone.`}
                          confirmLabel="Erase"
                          disabled={busy}
                          onConfirm={() =>
                            fetcher.submit(
                              { intent: "erase-provider", providerId: String(provider.id) },
                              { method: "post" },
                            )
                          }
                        >
                          <Trash2 aria-hidden="true" className="size-4" /> Erase
                        </ConfirmButton>
                      )}
                    </div>
                  </div>
                  {provider.householdMembers.length > 0 ? (
                    <ul className="mt-2 divide-y divide-mist text-sm">
                      {provider.householdMembers.map((member) => (
                        <li
                          key={member.id}
                          className="flex flex-wrap items-center justify-between gap-2 py-1"
                        >
                          <span>
                            {member.name} <span className="text-ink-muted">({member.status})</span>
                          </span>
                          {member.erased ? null : (
                            <ConfirmButton
                              message={`Erase ${member.name}'s name and vetting reference from this household? This cannot be undone.`}
                              confirmLabel="Erase"
                              disabled={busy}
                              onConfirm={() =>
                                fetcher.submit(
                                  {
                                    intent: "erase-member",
                                    providerId: String(provider.id),
                                    memberId: String(member.id),
                                  },
                                  { method: "post" },
                                )
                              }
                            >
                              Erase member
                            </ConfirmButton>
                          )}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
