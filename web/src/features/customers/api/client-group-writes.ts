// POST add_group, PATCH update_group, DELETE delete_group (REFERENCE §4.2): each answers the owner's
// groups, which replace the cached profile's `groups` at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsResponse, type AddGroupBody, type ClientFull, type DeleteGroupBody, type GroupsResponse, type UpdateGroupBody } from '#functions/contract/clients.ts';
import { clientsKey } from '#web/features/customers/api/get-clients.ts';
import { clientProfileKey } from '#web/features/customers/api/get-client-profile.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const addClientGroup = (id: string, body: AddGroupBody) => apiJson('clients.add_group', { params: { id }, body, schema: groupsResponse });
export const updateClientGroup = (id: string, body: UpdateGroupBody) => apiJson('clients.update_group', { params: { id }, body, schema: groupsResponse });
export const deleteClientGroup = (id: string, body: DeleteGroupBody) => apiJson('clients.delete_group', { params: { id }, body, schema: groupsResponse });

function useGroupWrite<B>(ownerId: string, write: (id: string, body: B) => Promise<GroupsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => write(ownerId, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData<ClientFull>(clientProfileKey(ownerId), (current) => current && { ...current, groups: answer.groups });
      await queryClient.invalidateQueries({ queryKey: clientsKey });
    },
  });
}

export const useAddClientGroup = (ownerId: string) => useGroupWrite<AddGroupBody>(ownerId, addClientGroup);
export const useUpdateClientGroup = (ownerId: string) => useGroupWrite<UpdateGroupBody>(ownerId, updateClientGroup);
export const useDeleteClientGroup = (ownerId: string) => useGroupWrite<DeleteGroupBody>(ownerId, deleteClientGroup);
