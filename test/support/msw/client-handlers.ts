// The clients API for screen tests: the directory (search by word prefix, pages), profiles, writes,
// groups and files, over a mutable in-memory list so a test sees its own writes. Only the clients
// in `visible` answer; any other id is a 404, as the API answers for clients the caller may not see.
import { HttpResponse } from 'msw';
import type { ClientFull, ClientGroup, ClientListItem, ClientPage, GroupsResponse } from '#functions/contract/clients.ts';
import type { ClientFile } from '#functions/contract/files.ts';
import { apiErrorResponse, apiHandler, recordingHandler } from '#test/support/msw/api-handlers.ts';

export interface ClientsApi {
  visible: ClientFull[];
  files: Record<string, ClientFile[]>;
}

const row = (c: ClientFull): ClientListItem => ({ id: c.id, name: c.name, last_name: c.last_name, email: c.email, phone_number: c.phone_number });
const matches = (c: ClientFull, q: string) => [c.name, c.last_name, c.email].some((w) => w.toLowerCase().startsWith(q.toLowerCase()));

export function clientHandlers(api: ClientsApi) {
  const find = (id: unknown) => api.visible.find((c) => c.id === id);
  const groupsAnswer = (owner: ClientFull, message: string, groups: ClientGroup[]): Response => {
    owner.groups = groups;
    return HttpResponse.json({ message, groups } satisfies GroupsResponse);
  };
  const addGroup = recordingHandler('clients.add_group', (call) => {
    const owner = find(call.params.id);
    if (!owner) return apiErrorResponse(404, 'not_found', 'Not found');
    const body = call.body as { group_name: string; client_ids: string[] };
    const members = api.visible.filter((c) => body.client_ids.includes(c.id));
    const group: ClientGroup = { id: `01JB6SG0000000000000000${String(owner.groups.length + 100)}`, group_name: body.group_name, client_ids: members.map((m) => m.id), clients: members.map(({ id, name, last_name }) => ({ id, name, last_name })) };
    return groupsAnswer(owner, 'Group created.', [...owner.groups, group]);
  });
  const deleteFile = recordingHandler('clients.delete_file', (call) => {
    const id = (call.body as { file_id: string }).file_id;
    api.files[call.params.id ?? ''] = (api.files[call.params.id ?? ''] ?? []).filter((f) => f.id !== id);
    return HttpResponse.json({ message: 'File deleted.' });
  });
  const handlers = [
    apiHandler('clients.list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('query') ?? '';
      const shown = api.visible.filter((c) => q === '' || matches(c, q));
      return HttpResponse.json({ clients: shown.map(row), current_page: 1, total_pages: 1, total_entries: shown.length } satisfies ClientPage);
    }),
    apiHandler('clients.profile', ({ request }) => {
      const client = find(new URL(request.url).searchParams.get('id'));
      return client ? HttpResponse.json(client satisfies ClientFull) : apiErrorResponse(404, 'not_found', 'Not found');
    }),
    apiHandler('clients.list_files', ({ params }) =>
      find(params.id) ? HttpResponse.json({ files: api.files[String(params.id)] ?? [] }) : apiErrorResponse(404, 'not_found', 'Not found')),
    addGroup.handler,
    deleteFile.handler,
  ];
  return { handlers, addGroup, deleteFile };
}
