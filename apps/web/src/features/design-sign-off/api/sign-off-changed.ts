import type { QueryClient } from '@tanstack/react-query';
import { unreadKey } from '@/api/get-unread-counts';
import { projectKeys } from '@/api/project-keys';

/**
 * After a customer approves the design or asks for changes (issue 38 point 3): the project's
 * sign-offs, its stages (production waits for the sign-off) and its thread (asking for changes
 * writes there) are read again.
 */
export const signOffAnswered = (queryClient: QueryClient, projectId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.designSignOffs(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.stages(projectId) }),
    // Each thread's queries sit under 'messages', as the shared unread counts do.
    queryClient.invalidateQueries({ queryKey: unreadKey.slice(0, 1) }),
  ]);
