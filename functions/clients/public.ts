// The clients group's public face (decision 024): what other groups may use of it (sign-up and
// sign-in read and write client accounts, booking links a client, the jobs purge expired files, the
// invoice receipts and client invoice lists check a staff member's link to the client, a submitted
// invoice's new client gets its invitation).
export { sendClientInvitation } from '#functions/clients/client-emails.ts';
export { toClientProfile } from '#functions/clients/client-dto.ts';
export { addLinkUpsert, isLinked } from '#functions/clients/client-link-repository.ts';
export { addNewClient, findClientByEmail, getClient, getClients, newClientItems } from '#functions/clients/client-repository.ts';
export { purgeExpiredFiles } from '#functions/clients/file-purge-service.ts';
// Clinical records elsewhere (intake responses, chart entries) follow the same visibility as client files.
export { loadAccessibleClient } from '#functions/clients/client-access.ts';
