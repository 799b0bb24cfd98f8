import type { AdminProject } from '@corner/contracts';
import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useSendCustomerSignInLink } from '../api/send-customer-sign-in-link';
import styles from './admin-projects.module.css';

/** The project's customers, each with a button that mails them a sign-in link. */
export function CustomerList({ project }: { project: AdminProject }) {
  const send = useSendCustomerSignInLink(project.id);
  const { toast } = useToast();
  const sendTo = (userId: string) =>
    send.mutate(userId, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) =>
        toast.error(isApiError(error) ? (error.details ?? error.message) : error.message),
    });
  return (
    <section className={styles.section} aria-labelledby="project-customers">
      <h2 id="project-customers">Customers</h2>
      <ul className={styles.list}>
        {project.customers.map((customer) => (
          <li key={customer.id} className={styles.row}>
            <span>{customer.email}</span>
            <Button
              variant="secondary"
              disabled={send.isPending && send.variables === customer.id}
              onClick={() => sendTo(customer.id)}
              aria-label={`Send sign-in link to ${customer.email}`}
            >
              Send sign-in link
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
