// The company creation adapter of the customer card's dialog (docs/decisions/045, decision 020): agents and
// super admins create a company through the organisation signup call, for themselves.
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { companyCreateMachine } from '../../../machines/company-create/company-create.machine';
import type { Company } from '../../../openapi/types';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';

export interface CompanyCreateFlowOptions {
  /** The agent or super admin creating the company: the signup call names them (decision 020). */
  userId: string;
  /** The creating user's store group: the new company buys in it (the spec's `store_groups`). */
  storeGroup?: string;
}

/** The company creation machine with the app's effects. */
export function companyCreateFlow(
  { api }: FlowEnvironment,
  { userId, storeGroup }: CompanyCreateFlowOptions,
) {
  return companyCreateMachine.provide({
    actors: {
      createCompany: fromPromise(async ({ input }) => {
        const reply = await callData(
          api.app.POST('/api/enad/organisation/signup/', {
            body: { ...input, user_id: userId, ...(storeGroup ? { store_groups: [storeGroup] } : {}) },
          }),
        );
        // A 200 carrying `details` is the refusal it names (accounts spec 7), read as any other.
        if (!('data' in reply)) throw new ApiError(reply.details, 200, reply);
        return reply.data;
      }),
    },
  });
}

/** The running company creation; `onCreated` hears the company once it exists (the dialog closes). */
export function useCompanyCreateFlow(
  options: CompanyCreateFlowOptions & { onCreated: (company: Company) => void },
) {
  const actor = useFlowActor(companyCreateFlow(useFlowEnvironment('customer'), options));
  const { onCreated } = options;
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === 'created' && snapshot.context.company) onCreated(snapshot.context.company);
    });
    return () => subscription.unsubscribe();
  }, [actor, onCreated]);
  return actor;
}
