import {
  emailSchema,
  maxCustomersPerProject,
  projectStatusSchema,
  requiredText,
  validationMessages,
  type AdminProject,
  type ProjectFormRequest,
} from '@corner/contracts';
import { z } from 'zod';

/**
 * The project form: customers as a list of e-mail fields (one row each), and the designer
 * its customers are told about ('' for none).
 */
export const projectFormSchema = z.object({
  name: requiredText(200),
  status: projectStatusSchema,
  customers: z
    .array(
      z.object({ email: z.string().trim().min(1, validationMessages.required).pipe(emailSchema) }),
    )
    .min(1, 'Add at least one customer e-mail')
    .max(maxCustomersPerProject, `At most ${maxCustomersPerProject} customers`),
  designerId: z.string(),
});
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/** A new project, its designer whoever creates it (issue 26). */
export const blankProject = (creatorId: string | undefined): ProjectFormInput => ({
  name: '',
  status: 'design',
  customers: [{ email: '' }],
  designerId: creatorId ?? '',
});

export function toProjectFormValues(project: AdminProject): ProjectFormInput {
  return {
    name: project.name,
    status: project.status,
    customers: project.customers.map((customer) => ({ email: customer.email })),
    designerId: project.designerId ?? '',
  };
}

export function toProjectRequest(values: ProjectFormOutput): ProjectFormRequest {
  return {
    name: values.name,
    status: values.status,
    customerEmails: values.customers.map((customer) => customer.email),
    designerId: values.designerId || null,
  };
}

export const statusLabels = { estimation: 'Estimation', design: 'Design' } as const;
