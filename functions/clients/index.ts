// Lambda entry of the clients group: the directory, profiles, groups, client files, generic
// uploads and the audit log.
import { addClientGroupEndpoint } from '#functions/clients/add-client-group-endpoint.ts';
import { createClientEndpoint } from '#functions/clients/create-client-endpoint.ts';
import { createUploadEndpoint } from '#functions/clients/create-upload-endpoint.ts';
import { deleteClientFileEndpoint } from '#functions/clients/delete-client-file-endpoint.ts';
import { deleteClientGroupEndpoint } from '#functions/clients/delete-client-group-endpoint.ts';
import { getClientProfileEndpoint } from '#functions/clients/get-client-profile-endpoint.ts';
import { listAuditEventsEndpoint } from '#functions/clients/list-audit-events-endpoint.ts';
import { listClientFilesEndpoint } from '#functions/clients/list-client-files-endpoint.ts';
import { listClientsEndpoint } from '#functions/clients/list-clients-endpoint.ts';
import { updateClientEndpoint } from '#functions/clients/update-client-endpoint.ts';
import { updateClientGroupEndpoint } from '#functions/clients/update-client-group-endpoint.ts';
import { uploadClientFilesEndpoint } from '#functions/clients/upload-client-files-endpoint.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
// Appointment notes and products and the bookable-clients list (schedule's code) run here: the route table's `lambda` (decision 024).
import {
  addAppointmentProductEndpoint, addNoteEndpoint, deleteNoteEndpoint, listScheduleClientsEndpoint, removeAppointmentProductEndpoint, updateAppointmentProductEndpoint, updateNoteEndpoint,
} from '#functions/schedule/public.ts';

export const handler = createGroupHandler('clients', {
  'schedule.note_add': addNoteEndpoint,
  'schedule.note_update': updateNoteEndpoint,
  'schedule.note_delete': deleteNoteEndpoint,
  'schedule.product_add': addAppointmentProductEndpoint,
  'schedule.product_update': updateAppointmentProductEndpoint,
  'schedule.product_remove': removeAppointmentProductEndpoint,
  'schedule.clients': listScheduleClientsEndpoint,
  'clients.list': listClientsEndpoint,
  'clients.profile': getClientProfileEndpoint,
  'clients.create': createClientEndpoint,
  'clients.update': updateClientEndpoint,
  'clients.add_group': addClientGroupEndpoint,
  'clients.update_group': updateClientGroupEndpoint,
  'clients.delete_group': deleteClientGroupEndpoint,
  'clients.upload_files': uploadClientFilesEndpoint,
  'clients.list_files': listClientFilesEndpoint,
  'clients.delete_file': deleteClientFileEndpoint,
  'clients.uploads': createUploadEndpoint,
  'clients.audit_events': listAuditEventsEndpoint,
});
