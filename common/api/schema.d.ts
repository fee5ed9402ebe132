/**
 * The API's contract as TypeScript types, generated from the OpenAPI document the server serves
 * (/api/openapi.json) by openapi-typescript. Do not edit: run `npm run api:types`. A test fails
 * when this file and the server disagree (server/plugins/api-types.test.ts).
 */

export interface paths {
    "/api/admin-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an emergency contact
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["addContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is this signed-in email an admin (original app)
         * @description **Who may call:** Any signed-in user (Bearer access token).
         */
        get: operations["isAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accessibility/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Promote or demote an admin
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        patch: operations["changeRole"];
        trace?: never;
    };
    "/api/all-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Admins and super admins, paged
         * @description **Who may call:** Admins and super admins (Bearer access token).
         *
         *     **Paged.** With `pageNumber` (and `limit`) the answer is the page: `admins`, `totalCount`, `pageCount`. Without `pageNumber` it is the original app's bare array: the first page, `limit` rows at most (100 when not given).
         */
        get: operations["listAdmins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What was archived, newest first: donors and requests of the caller's units; contacts (403 for an admin)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/archive/{kind}/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore an archived item: a donor or request of the caller's units (another unit's: 404); a contact (403 for an admin)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["restoreArchived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identity session behind the cookie
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description **Who may call:** Anyone (no sign-in).
         *
         *     A POST to /api/auth that carries a cookie (sign-out; any call from a client that keeps cookies) must also carry an `Origin` (or `Referer`) header naming this server (its PUBLIC_URL) or an origin listed in CORS_ORIGINS; browsers send it themselves, other clients should always add it. Without it the identity service answers 403 (code FORBIDDEN, identityCode MISSING_OR_NULL_ORIGIN), with another origin 403 INVALID_ORIGIN; a `callbackURL` must be on one of those origins too (403 INVALID_CALLBACK_URL).
         */
        post: operations["signInEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (ends the identity session)
         * @description **Who may call:** Anyone (no sign-in).
         *
         *     A POST to /api/auth that carries a cookie (sign-out; any call from a client that keeps cookies) must also carry an `Origin` (or `Referer`) header naming this server (its PUBLIC_URL) or an origin listed in CORS_ORIGINS; browsers send it themselves, other clients should always add it. Without it the identity service answers 403 (code FORBIDDEN, identityCode MISSING_OR_NULL_ORIGIN), with another origin 403 INVALID_ORIGIN; a `callbackURL` must be on one of those origins too (403 INVALID_CALLBACK_URL).
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account with email and password (signs in)
         * @description **Who may call:** Anyone (no sign-in).
         *
         *     A POST to /api/auth that carries a cookie (sign-out; any call from a client that keeps cookies) must also carry an `Origin` (or `Referer`) header naming this server (its PUBLIC_URL) or an origin listed in CORS_ORIGINS; browsers send it themselves, other clients should always add it. Without it the identity service answers 403 (code FORBIDDEN, identityCode MISSING_OR_NULL_ORIGIN), with another origin 403 INVALID_ORIGIN; a `callbackURL` must be on one of those origins too (403 INVALID_CALLBACK_URL).
         */
        post: operations["signUpEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/available-donor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verified donors who may give now, paged
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listAvailableDonors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocked-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The block list every unit shares: numbers that asked families for money
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listBlockedNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocked-numbers/{id}/lift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a number off the block list
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        post: operations["liftBlockedNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for blood
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["requestBlood"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a blood request done
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        patch: operations["completeBloodRequest"];
        trace?: never;
    };
    "/api/blood-request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One blood request with its state
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getBloodRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request/{id}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The alerts sent for a request, with their states and answers
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listAlerts"];
        put?: never;
        /**
         * Alert the best matches (or the ticked donors) about a request, or start automatic waves (auto)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["alertDonors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request/{id}/alerts/{donorId}/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * With SMS_PROVIDER=log, once quiet hours end: an alert's text with the donor's link issued now, given once to the asking admin
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["getAlertText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request/{id}/alerts/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a request's automatic alert waves
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["stopAutoAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a blood request
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["cancelBloodRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request/{id}/handover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a request the caller sees to another live unit (any unit of the federation; 400 on unitId when it is not a live unit); its calls and pledges stay, the note goes into the audit event; modifiedCount 0 when it is in that unit already
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["handOverBloodRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request/{id}/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set or clear where the patient is
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        patch: operations["setBloodRequestLocation"];
        trace?: never;
    };
    "/api/blood-request/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Donors who may give to this request, best first
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request/{id}/pledges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pledges for a request
         * @description **Who may call:** Admins and super admins (Bearer access token).
         *
         *     A pledge is made by recording a call: `POST /api/donors/{id}/calls` with `outcome: "willDonate"` and this `requestId`.
         */
        get: operations["listPledges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request/{id}/pledges/{pledgeId}/given": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A pledged donor gave
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["pledgeGiven"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-request/{id}/pledges/{pledgeId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a pledge
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["withdrawPledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-requests/trouble": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open requests in trouble in your units: first those the family says were not given blood, then no pledge after 30 minutes, a rare group, needed within 12 hours; soonest first
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listRequestsInTrouble"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bridge-sessions/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's bridge sessions of the caller's units (at most 50): each patient's hospital and bags, and the donors planned or answering for today with their numbers
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listTodaySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a certificate by its code: name, milestone, community and date only
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["checkCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{code}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The certificate as a PDF in Bengali and English (name, milestone, community, date, QR code of its page)
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["certificatePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{code}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a certificate (its public check then says so)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["revokeCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/complete-blood-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Done blood requests, paged
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listDoneBloodRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Installation settings the browser needs
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit an emergency contact
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        patch: operations["editContact"];
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emergency contacts (public cards)
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["listContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emergency contacts, paged (dashboard)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         *
         *     **Paged.** With `pageNumber` (and `limit`) the answer is the page: `contacts`, `totalCount`, `pageCount`. Without `pageNumber` it is the original app's bare array: the first page, `limit` rows at most (100 when not given).
         */
        get: operations["listContactsForAdmins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The analytics screen's figures
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sidebar's counts
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getDashboardCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-contact/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete (archive) an emergency contact
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deleteBloodRequest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete (archive) a blood request
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        delete: operations["deleteBloodRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deleteUser/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Districts, of one division if given
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["listDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/divisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All divisions
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["listDivisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donationCount/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Record that a donor gave today (Donate)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        patch: operations["recordDonation"];
        trace?: never;
    };
    "/api/donor-link/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The donor's own record and open alerts
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["getDonorLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/alerts/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an alert: yes or no
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["answerAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/bridges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The blood bridges the donor is on: the hospital, how often, the donor's answer and their own next session (no patient's name)
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["getDonorBridges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/bridges/{patientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Join (agreed) or leave a blood bridge the donor was asked onto
         * @description **Who may call:** Anyone (no sign-in).
         */
        put: operations["answerDonorBridge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/bridges/{patientId}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm or decline one of a bridge's sessions, today or later
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["answerDonorSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The donor's own certificate of their donations (the milestone reached)
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["issueOwnCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose what the donor receives (SMS, push, none)
         * @description **Who may call:** Anyone (no sign-in).
         */
        put: operations["setDonorChannels"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The donor confirms the missing details and chooses whether to get requests
         * @description **Who may call:** Anyone (no sign-in).
         */
        put: operations["completeDonorDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/donations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a donation the donor made
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["reportDonation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose whether the public leader board shows the donor’s name
         * @description **Who may call:** Anyone (no sign-in).
         */
        put: operations["setDonorLeaderboardChoice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Not available until a date
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["pauseDonor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/phone-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a new phone number (a volunteer approves)
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["askPhoneChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/proud-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The donor's picture to share: first name, milestone reached and community only (PNG)
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["proudPicture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/push-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn on push on this phone
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["addPushSubscription"];
        /**
         * Turn off push on this phone
         * @description **Who may call:** Anyone (no sign-in).
         */
        delete: operations["removePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn "you can give again" messages on or off
         * @description **Who may call:** Anyone (no sign-in).
         */
        put: operations["setDonorReminders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The donor asks to be removed (archived)
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["leaveDonorList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The donor ends their own link
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["revokeOwnLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-link/{token}/sharing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose who may find the donor: their unit, or every unit
         * @description **Who may call:** Anyone (no sign-in).
         */
        put: operations["setDonorSharing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donor-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Donors waiting to be verified, paged
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listDonorRequests"];
        put?: never;
        /**
         * Register as a donor
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["registerDonor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donorInfo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a donor
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        patch: operations["editDonor"];
        trace?: never;
    };
    "/api/donorRequest/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete (archive) a donor
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        delete: operations["deleteDonor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donors/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calls made to a donor
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listCalls"];
        put?: never;
        /**
         * Record a call to a donor (and its outcome)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         *
         *     **Pledges.** A pledge is a call with `outcome: "willDonate"` and the `requestId` of the blood request: the answer's `pledge` is the pledge it made (or the donor's existing one for that request). There is no other call that makes a pledge; a request's pledges are read with `GET /api/blood-request/{id}/pledges` and closed with `POST /api/blood-request/{id}/pledges/{pledgeId}/given` or `/withdraw`.
         */
        post: operations["recordCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donors/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a certificate of the donor's donations (the milestone reached)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["issueCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donors/{id}/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A donor's certificates, revoked ones too, newest first
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listDonorCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donors/{id}/donations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A donor's donation history
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listDonations"];
        put?: never;
        /**
         * Add a past donation
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["addDonation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donors/{id}/donations/{donationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a mistaken donation
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        delete: operations["removeDonation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donors/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a donor a new private link (the old one stops working)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         *
         *     The answer carries the link (`url`, to send to the donor) and its `token`, the `{token}` of the /api/donor-link/{token} calls. Shown this once: the server keeps only a hash.
         */
        post: operations["issueDonorLink"];
        /**
         * Revoke a donor's private link
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        delete: operations["revokeDonorLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donors/{id}/unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a donor the caller sees to another live unit, or assign a queue donor (a zone's or super admin's) to one (any unit of the federation; 400 on unitId when it is not a live unit); the note goes into the audit event; modifiedCount 0 when the donor is in that unit already
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["moveDonorToUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donors/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite listed donors by SMS to confirm their details and choose about requests
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["inviteDonors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donors/invitations/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the invited donors answered: opened, confirmed, consented, complete, unreachable
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getInvitationProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donorStatus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept (verify) a donor
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        patch: operations["acceptDonor"];
        trace?: never;
    };
    "/api/export/blood-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blood requests as CSV or XLSX
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["exportBloodRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/donors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A donor list as CSV or XLSX
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["exportDonors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/handleAvailability/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * End a donor's rest now (Done)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        patch: operations["endRest"];
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the server up
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A contact's picture
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/donors/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the new donors of a sheet (a large one as a job)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["confirmDonorImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/donors/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The rows of a sheet that cannot be imported, as CSV
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["donorImportErrors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/donors/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a donor sheet: counts and reasons per row
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["previewDonorImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import job's state and progress
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getDonorImportJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/jobs/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest import job of the caller's units
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getLatestDonorImportJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incomplete-blood-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open blood requests, paged
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listOpenBloodRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboard/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The units' donation totals (public)
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["listUnitDonationTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leaderboard/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One unit's leader board (public: name, group, count)
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["listUnitTopDonors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/money-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Families' reports of numbers that asked for money, for the caller's units
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listMoneyReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/money-reports/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a money report (the number goes on the block list) or dismiss it
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["decideMoneyReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A backup of the embedded database (local operator only)
         * @description **Who may call:** The local operator only (the x-operator-token header the running server writes into its data folder).
         */
        get: operations["operatorBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * May I prove I am the owner
         * @description **Who may call:** Any signed-in user (Bearer access token).
         */
        get: operations["getOwnerClaim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owner/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove I am the owner with the setup code
         * @description **Who may call:** Any signed-in user (Bearer access token).
         */
        post: operations["claimOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patient-status/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A recurring patient's next sessions for their guardian: the date and whether donors are set (no name, no donor)
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["getPatientStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's units' recurring patients, paged: those whose next session lacks donors first, then by the next session's date
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listPatients"];
        put?: never;
        /**
         * Register a recurring patient, with the guardian's consent
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["registerPatient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One recurring patient, with their hospital's place, their bridge and the next 90 days summed up
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getPatient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a recurring patient's details
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        patch: operations["updatePatient"];
        trace?: never;
    };
    "/api/patients/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a recurring patient
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["archivePatient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{id}/bridge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a patient's bridge: compatible verified donors the caller may find, each on at most two bridges
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        put: operations["setBridge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause (no sessions planned) or resume a recurring patient
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["pausePatient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{id}/session-answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a bridge donor's answer for a session: asked, confirmed, declined, or given (recorded in the donor's history)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["answerPatientSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A patient's sessions over the next `days` (90 unless given) with the bridge donors planned for each, planned from the current state; a session the bridge cannot fill once asking began offers the general matches for its day
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listPatientSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{id}/status-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the patient's guardian has a live status link, and since when
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getPatientStatusLink"];
        put?: never;
        /**
         * Give the patient's guardian a new status link (the old one stops working)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["issuePatientStatusLink"];
        /**
         * Turn off the patient's status link
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        delete: operations["revokePatientStatusLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/patients/{id}/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Donors for a patient's bridge, in the matches' ranking for the patient's group: their own group before the other compatible ones; within each, nearest the hospital's place first (same union, upazila, district, division, then elsewhere, then place unknown; not used when the patient has no place); then least recently called. Those who may give now before resting ones. Reliable by their call history: a donor whose last 3 calls missed them twice or more (no answer, unreachable, wrong number) comes after every reliable one, in the same order (missedCalls). Donors on the bridge or on two bridges left out
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["suggestBridgeDonors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/phone-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Phone-number changes donors asked for, waiting for approval
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listPhoneChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/phone-changes/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a donor's new phone number
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["approvePhoneChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/phone-changes/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a donor's new phone number
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["rejectPhoneChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-status/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A blood request's progress for the person who asked (who is coming by first name, never a number)
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["getRequestStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-status/{token}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The family says whether the blood was given (after the day it was needed; shown to the volunteers)
         * @description **Who may call:** Anyone (no sign-in).
         */
        put: operations["setFamilyAnswer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-status/{token}/money-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The family reports a number that asked them for money (through their status link)
         * @description **Who may call:** Anyone (no sign-in).
         */
        post: operations["reportMoneyAsked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-status/{token}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The family's short thank-you to the donors who gave (shown on their pages)
         * @description **Who may call:** Anyone (no sign-in).
         */
        put: operations["setFamilyNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My signed-in devices
         * @description **Who may call:** Any signed-in user (Bearer access token).
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /**
         * Sign out every other device
         * @description **Who may call:** Any signed-in user (Bearer access token).
         */
        delete: operations["signOutOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out one of my devices
         * @description **Who may call:** Any signed-in user (Bearer access token).
         */
        delete: operations["signOutSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The waits after a donation
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getSettings"];
        /**
         * Change the waits after a donation
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        put: operations["updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Who is signed in, their role and an access token
         * @description **Who may call:** Anyone (no sign-in).
         */
        put: operations["getAccessToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/top-donor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The leader board (public: name, group, count)
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["listTopDonors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unavailable-donor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verified donors resting after a donation, paged
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listUnavailableDonors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unions, paged (address management)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listUnions"];
        put?: never;
        /**
         * Add a union
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        post: operations["addUnion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a union
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        delete: operations["deleteUnion"];
        options?: never;
        head?: never;
        /**
         * Rename a union
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        patch: operations["renameUnion"];
        trace?: never;
    };
    "/api/unionsForForm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unions for a form's select
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["listUnionsForForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every live unit's id, names and depth in tree order, whoever the admin (the picker for handing a request or a donor to another unit); nothing else about them
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listUnitDirectory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-of-place": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The unit covering a visitor's district (or upazila): only its name and public contact number; null on an installation of one unit or when no unit covers the place
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["publicUnit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The units the caller may see (a super admin: all; a member: their units and those below), parents before their children, with their places, member and donor counts; and the caller's own memberships
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listUnits"];
        put?: never;
        /**
         * Add a unit below parentId (one level deeper, at most 3; a super admin or an admin of the parent) or a top-level unit (super admins); 409 UNIT_PLACE_OVERLAP when its places overlap those of another live unit of the same depth
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["createUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One unit the caller may see (404 for any other)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["getUnit"];
        put?: never;
        post?: never;
        /**
         * Archive a unit (never deleted; modifiedCount 0 when archived already); an admin of a unit above it or a super admin; 409 UNIT_HAS_CHILDREN while live units are below it, UNIT_ONLY_LIVE for the only live unit
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        delete: operations["archiveUnit"];
        options?: never;
        head?: never;
        /**
         * Change a unit's names, number or places (a level given replaces that level's places); an admin of the unit or of a unit above it
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        patch: operations["updateUnit"];
        trace?: never;
    };
    "/api/units/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A unit's members; an admin of the unit or of a unit above it
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listUnitMembers"];
        /**
         * Add the account with this email to the unit as admin or volunteer, or change its role there (a plain user becomes an admin; 404 when no account has the email); an admin of the unit or of a unit above it
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        put: operations["putUnitMember"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/units/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take an account out of a unit (its account role stays); an admin of the unit or of a unit above it
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        delete: operations["removeUnitMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upazilas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Upazilas, paged (address management)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listUpazilas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upazilas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename an upazila (Bengali name)
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        patch: operations["renameUpazila"];
        trace?: never;
    };
    "/api/upazilasForForm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Upazilas for a form's select
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["listUpazilasForForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a contact's picture (JPEG or PNG)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * An access token for the signed-in email (original app)
         * @description **Who may call:** A signed-in identity session (the cookie from /api/auth), before the access token exists.
         */
        put: operations["getAccessTokenFor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/admin/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a user an admin
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        put: operations["makeAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users, paged
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verified-donor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every verified donor, paged
         * @description **Who may call:** Admins and super admins (Bearer access token).
         *
         *     **Paged.** With `pageNumber` (and `limit`) the answer is the page: `verifiedDonorList`, `totalCount`, `pageCount`. Without `pageNumber` it is the original app's bare array: the first page, `limit` rows at most (100 when not given).
         */
        get: operations["listVerifiedDonors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/villages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Villages, paged (address management)
         * @description **Who may call:** Admins and super admins (Bearer access token).
         */
        get: operations["listVillages"];
        put?: never;
        /**
         * Add a village
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        post: operations["addVillage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/villages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a village
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        delete: operations["deleteVillage"];
        options?: never;
        head?: never;
        /**
         * Rename a village
         * @description **Who may call:** Super admins only (Bearer access token).
         */
        patch: operations["renameVillage"];
        trace?: never;
    };
    "/api/villagesForForm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Villages for a form's select
         * @description **Who may call:** Anyone (no sign-in).
         */
        get: operations["listVillagesForForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            code: string;
            error: string;
            field?: string;
            identityCode?: string;
            issues?: {
                field: string;
                message: string;
            }[];
            /** @enum {string} */
            limitedBy?: "phone" | "email" | "device" | "address";
            message: string;
            statusCode: number;
        };
    };
    responses: {
        /** @description Bad input: `code` VALIDATION (or a named code), `field` names the input at fault, `issues` lists every bad input. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description It clashes with what exists (taken, closed, already done); `code` says which. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller may not: `code` FORBIDDEN or a named refusal. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Something went wrong on the server: `code` INTERNAL. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The thing the path names does not exist (or is archived): `code` NOT_FOUND. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than this call takes. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many calls from this address (or wrong passwords for this account); on a public write or a sign-up, from this address, this device (`X-Device-Id`), or naming this phone number or email address, as `limitedBy` says. Wait `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                /** @description The requests the limit allows in its window. */
                "RateLimit-Limit"?: number;
                /** @description The requests left in the window. */
                "RateLimit-Remaining"?: number;
                /** @description Seconds until the window starts again. */
                "RateLimit-Reset"?: number;
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid access token (or session): `code` UNAUTHORIZED. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The identity service refuses the account: `code` USER_ALREADY_EXISTS (the email has an account), or another code naming why. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body's Content-Type is not the one this call takes. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    addContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    img: string;
                    name: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. */
                    number1: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. Empty (or null) for none. */
                    number2?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        insertedId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    isAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: boolean;
                        role: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    changeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "superAdmin" | "admin";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdmins: {
        parameters: {
            query?: {
                /** @description Rows per page, 1 to 100. */
                limit?: number;
                /** @description The page, from 0. Given, the answer is the page (rows, totalCount, pageCount); left out, the original app's bare array. */
                pageNumber?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        email: string;
                        image: string | null;
                        isOwner: boolean;
                        name: string;
                        role: string;
                    }[] | {
                        admins: {
                            _id: string;
                            email: string;
                            image: string | null;
                            isOwner: boolean;
                            name: string;
                            role: string;
                        }[];
                        pageCount: number;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listArchive: {
        parameters: {
            query?: {
                kind?: "donor" | "bloodRequest" | "contact" | "patient";
                limit?: number;
                pageNumber?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            _id: string;
                            archivedAt: string;
                            archivedBy: string | null;
                            /** @enum {string} */
                            kind: "donor" | "bloodRequest" | "contact" | "patient";
                            label: string;
                            restorableUntil: string;
                        }[];
                        pageCount: number;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    restoreArchived: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kind: "donor" | "bloodRequest" | "contact" | "patient";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        restored: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                action?: "create" | "update" | "verify" | "donate" | "makeAvailable" | "complete" | "setLocation" | "archive" | "restore" | "delete" | "roleChange" | "upload" | "addDonation" | "removeDonation" | "changeSettings" | "claimOwner" | "signOut" | "signUp" | "signInFailed" | "recordCall" | "donationGiven" | "withdrawPledge" | "cancel" | "import" | "export" | "linkIssued" | "linkRevoked" | "alertQueued" | "alertSent" | "alertFailed" | "alertAnswered" | "donorReportedDonation" | "donorPaused" | "donorChannelsChanged" | "donorSharingChanged" | "phoneChangeRequested" | "phoneChangeApproved" | "phoneChangeRejected" | "donorRemovedSelf" | "purge" | "invitationsQueued" | "invitationSent" | "invitationFailed" | "reminderQueued" | "reminderSent" | "reminderFailed" | "thanksSent" | "thanksFailed" | "donorRemindersChanged" | "familyNoteAdded" | "familyAnswered" | "alertTextGiven" | "donorLeaderboardChanged" | "certificateIssued" | "certificateRevoked" | "donorCompletedDetails" | "addMember" | "changeMemberRole" | "removeMember" | "handOver" | "moveToUnit" | "pausePatient" | "resumePatient" | "changeBridge" | "answerSession" | "requesterSmsQueued" | "requesterSmsSent" | "requesterSmsFailed" | "moneyReported" | "moneyReportConfirmed" | "moneyReportDismissed" | "numberUnblocked" | "autoAlertsStarted" | "alertWaveSent" | "autoAlertsStopped" | "donorBridgeAnswered" | "bridgeAsked" | "bridgeAskSent" | "bridgeAskFailed" | "bridgeNoAnswer" | "bridgeUnreachable" | "statusLinkIssued" | "statusLinkRevoked";
                actor?: string;
                from?: string;
                limit?: number;
                pageNumber?: number | null;
                to?: string;
                unitId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            _id: string;
                            /** @enum {string} */
                            action: "create" | "update" | "verify" | "donate" | "makeAvailable" | "complete" | "setLocation" | "archive" | "restore" | "delete" | "roleChange" | "upload" | "addDonation" | "removeDonation" | "changeSettings" | "claimOwner" | "signOut" | "signUp" | "signInFailed" | "recordCall" | "donationGiven" | "withdrawPledge" | "cancel" | "import" | "export" | "linkIssued" | "linkRevoked" | "alertQueued" | "alertSent" | "alertFailed" | "alertAnswered" | "donorReportedDonation" | "donorPaused" | "donorChannelsChanged" | "donorSharingChanged" | "phoneChangeRequested" | "phoneChangeApproved" | "phoneChangeRejected" | "donorRemovedSelf" | "purge" | "invitationsQueued" | "invitationSent" | "invitationFailed" | "reminderQueued" | "reminderSent" | "reminderFailed" | "thanksSent" | "thanksFailed" | "donorRemindersChanged" | "familyNoteAdded" | "familyAnswered" | "alertTextGiven" | "donorLeaderboardChanged" | "certificateIssued" | "certificateRevoked" | "donorCompletedDetails" | "addMember" | "changeMemberRole" | "removeMember" | "handOver" | "moveToUnit" | "pausePatient" | "resumePatient" | "changeBridge" | "answerSession" | "requesterSmsQueued" | "requesterSmsSent" | "requesterSmsFailed" | "moneyReported" | "moneyReportConfirmed" | "moneyReportDismissed" | "numberUnblocked" | "autoAlertsStarted" | "alertWaveSent" | "autoAlertsStopped" | "donorBridgeAnswered" | "bridgeAsked" | "bridgeAskSent" | "bridgeAskFailed" | "bridgeNoAnswer" | "bridgeUnreachable" | "statusLinkIssued" | "statusLinkRevoked";
                            actorEmail: string | null;
                            at: string;
                            changes: {
                                [key: string]: unknown;
                            } | null;
                            target: string;
                            targetArchived: boolean;
                            targetId: string | null;
                            targetName: string | null;
                        }[];
                        pageCount: number;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        session: {
                            createdAt: string;
                            expiresAt: string;
                            id: string;
                            updatedAt: string;
                            userId: string;
                        } & {
                            [key: string]: unknown;
                        };
                        user: {
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            image?: string | null;
                            name: string;
                            role?: string;
                            updatedAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    }) | null;
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    signInEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description This server's address (PUBLIC_URL) or an origin in CORS_ORIGINS; needed when a cookie is sent. */
                Origin?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The account's email address. */
                    email: string;
                    /** @description The account's password. */
                    password: string;
                    /** @description false: the session ends with the browser. */
                    rememberMe?: boolean;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirect: boolean;
                        token: string;
                        url?: string;
                        user: {
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            image?: string | null;
                            name: string;
                            role?: string;
                            updatedAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description This server's address (PUBLIC_URL) or an origin in CORS_ORIGINS; needed when a cookie is sent. */
                Origin?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    signUpEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description This server's address (PUBLIC_URL) or an origin in CORS_ORIGINS; needed when a cookie is sent. */
                Origin?: string;
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An email address not yet registered. */
                    email: string;
                    /** @description The person's name. */
                    name: string;
                    /** @description 6 to 128 characters. */
                    password: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string | null;
                        user: {
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            image?: string | null;
                            name: string;
                            role?: string;
                            updatedAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAvailableDonors: {
        parameters: {
            query?: {
                after?: string;
                bloodGroupFilterData?: string;
                consent?: string;
                details?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                districtFilterData?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                divisionFilterData?: string;
                donorSearchData?: string;
                genders?: string;
                limit?: number;
                pageNumber?: number | null;
                sortByDonateCount?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                unionFilterData?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                upazilaFilterData?: string;
                villageFilterData?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availableDonorList: {
                            _id: string;
                            acceptedTime: string | null;
                            age: string | null;
                            available: boolean;
                            blocked?: boolean;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            callsLast3Days: number;
                            consentSource: ("registrationForm" | "adminForm" | "import" | "donorLink" | "phoneCall" | "paperForm" | "inPerson") | null;
                            contactConsent: boolean;
                            district: string | null;
                            district_id: string | null;
                            division: string | null;
                            division_id: string | null;
                            donateButtonClickTime: string | null;
                            donateTime: string | null;
                            donationCount: number;
                            /** @enum {string} */
                            gender: "পুরুষ" | "মহিলা" | "তৃতীয় লিঙ্গ" | "অজানা";
                            lastCalledAt: string | null;
                            lastCalledBy: string | null;
                            linkIssuedAt: string | null;
                            missing: ("birthDate" | "gender" | "place" | "village")[];
                            name: string;
                            note: number | null;
                            number1: string;
                            number2: string | null;
                            pausedUntil?: string | null;
                            placeNames: {
                                district: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                division: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                union: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                upazila: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                            };
                            /** @enum {string} */
                            sharing: "unit" | "federation";
                            /** @enum {string} */
                            status: "pending" | "verified";
                            submissionTime: string;
                            time: string | null;
                            union: string | null;
                            union_id: string | null;
                            upazila: string | null;
                            upazila_id: string | null;
                            village: string;
                            wrongNumberAt: string | null;
                        }[];
                        next: string | null;
                        pageCount: number;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listBlockedNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        numbers: {
                            blockedAt: string;
                            id: string;
                            phone: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    liftBlockedNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lifted: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    requestBlood: {
        parameters: {
            query?: never;
            header?: {
                /** @description A new random key (a UUID) per create, sent again with a retry: within 24 hours the same key and body get the first answer (with `Idempotent-Replayed: true`) and nothing is created again; the same key with another body is refused with 409 (`field` Idempotency-Key). A second request while the first is being answered waits for it. */
                "Idempotency-Key"?: string;
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    blood_quantity: "1" | "2" | "3" | "4" | "5" | "6" | "6+";
                    /**
                     * Format: date-time
                     * @description When the blood is needed, ISO 8601 (a time without a zone is read in the sender's zone). The window moves with the server's clock: from 24 hours before now up to 60 days after now; outside it, 400 naming `date`.
                     */
                    date: string;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    districtId?: number | null;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    divisionId?: number | null;
                    donation_place: string;
                    hemoglobin?: string | null;
                    /**
                     * @default bn
                     * @enum {string}
                     */
                    language?: "bn" | "en";
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. */
                    number1: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. Empty (or null) for none. */
                    number2?: string | null;
                    patient_name: string;
                    patient_problem?: string | null;
                    /** @enum {string} */
                    requested_bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    unionId?: number | null;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    upazilaId?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description true when this is the first answer to the same key and body, sent again. */
                    "Idempotent-Replayed"?: "true";
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        insertedId: string;
                        statusUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    completeBloodRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "done";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getBloodRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        bagsNeeded: number;
                        blocked?: boolean;
                        blood_quantity: string;
                        cancelledAt: string | null;
                        cancelReason: string | null;
                        date: string;
                        district: string | null;
                        districtId: number | null;
                        division: string | null;
                        divisionId: number | null;
                        donation_place: string;
                        familyAnswer?: {
                            /** @enum {string} */
                            answer: "given" | "notYet" | "notGiven";
                            at: string;
                        } | null;
                        givenCount: number;
                        hemoglobin: string | null;
                        number1: string;
                        number2: string | null;
                        patient_name: string;
                        patient_problem: string | null;
                        placeNames: {
                            district: {
                                bn: string;
                                en: string | null;
                            } | null;
                            division: {
                                bn: string;
                                en: string | null;
                            } | null;
                            union: {
                                bn: string;
                                en: string | null;
                            } | null;
                            upazila: {
                                bn: string;
                                en: string | null;
                            } | null;
                        };
                        pledgedCount: number;
                        publicContact?: string | null;
                        /** @enum {string} */
                        requested_bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                        /** @enum {string} */
                        state: "incomplete" | "managed" | "done" | "cancelled";
                        /** @enum {string} */
                        status: "incomplete" | "done" | "cancelled";
                        submissionTime: string | null;
                        union: string | null;
                        unionId: number | null;
                        unitId: string | null;
                        upazila: string | null;
                        upazilaId: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alerts: {
                            answer: ("yes" | "no") | null;
                            answeredAt: string | null;
                            attempts: number;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            /** @enum {string} */
                            channel: "sms" | "push";
                            donorId: string;
                            donorName: string;
                            notBefore: string | null;
                            number1: string;
                            pledge: ("offered" | "confirmed" | "withdrawn") | null;
                            queuedAt: string;
                            sentAt: string | null;
                            /** @enum {string} */
                            state: "queued" | "sending" | "sent" | "failed" | "answered" | "readyToCopy" | "handedOver";
                            text: string | null;
                        }[];
                        auto?: {
                            nextAt: string | null;
                            running: boolean;
                            stopReason: ("covered" | "closed" | "stopped" | "exhausted") | null;
                            urgent: boolean;
                            waves: {
                                number: number;
                                queued: number;
                                /** @enum {string} */
                                reach: "union" | "upazila" | "district" | "division" | "shared";
                                sentAt: string;
                            }[];
                        } | null;
                        quietHours: {
                            end: string;
                            start: string;
                        };
                        requestClosed: boolean;
                        /** @enum {string} */
                        smsProvider: "log" | "http";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    alertDonors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    auto?: boolean;
                    donorIds?: string[];
                    limit?: number;
                    /** @default false */
                    urgent?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auto?: {
                            nextAt: string | null;
                            reach: ("union" | "upazila" | "district" | "division" | "shared") | null;
                            stopped: ("covered" | "closed" | "stopped" | "exhausted") | null;
                            wave: number | null;
                        };
                        heldUntil?: string;
                        queued: number;
                        skipped: {
                            donorId: string;
                            /** @enum {string} */
                            reason: "noConsent" | "notEligible" | "alertedRecently" | "weeklyLimit" | "noChannel" | "notCompatible" | "notFound" | "alreadyAlerted";
                        }[];
                        texts?: {
                            donorId: string;
                            number1: string;
                            text: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getAlertText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                donorId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        donorId: string;
                        number1: string;
                        text: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    stopAutoAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stopped: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelBloodRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bagsNeeded: number;
                        givenCount: number;
                        modifiedCount: number;
                        pledgedCount: number;
                        /** @enum {string} */
                        state: "incomplete" | "managed" | "done" | "cancelled";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    handOverBloodRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string | null;
                    /** Format: uuid */
                    unitId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    setBloodRequestLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    districtId?: number | null;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    divisionId?: number | null;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    unionId?: number | null;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    upazilaId?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        bagsNeeded: number;
                        blocked?: boolean;
                        blood_quantity: string;
                        cancelledAt: string | null;
                        cancelReason: string | null;
                        date: string;
                        district: string | null;
                        districtId: number | null;
                        division: string | null;
                        divisionId: number | null;
                        donation_place: string;
                        familyAnswer?: {
                            /** @enum {string} */
                            answer: "given" | "notYet" | "notGiven";
                            at: string;
                        } | null;
                        givenCount: number;
                        hemoglobin: string | null;
                        number1: string;
                        number2: string | null;
                        patient_name: string;
                        patient_problem: string | null;
                        placeNames: {
                            district: {
                                bn: string;
                                en: string | null;
                            } | null;
                            division: {
                                bn: string;
                                en: string | null;
                            } | null;
                            union: {
                                bn: string;
                                en: string | null;
                            } | null;
                            upazila: {
                                bn: string;
                                en: string | null;
                            } | null;
                        };
                        pledgedCount: number;
                        publicContact?: string | null;
                        /** @enum {string} */
                        requested_bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                        /** @enum {string} */
                        state: "incomplete" | "managed" | "done" | "cancelled";
                        /** @enum {string} */
                        status: "incomplete" | "done" | "cancelled";
                        submissionTime: string | null;
                        union: string | null;
                        unionId: number | null;
                        unitId: string | null;
                        upazila: string | null;
                        upazilaId: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listMatches: {
        parameters: {
            query?: {
                includeNotEligible?: string | null;
                limit?: number;
                pageNumber?: number | null;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matches: {
                            _id: string;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            callsLast3Days: number;
                            eligibleFrom: string | null;
                            eligibleNow: boolean;
                            exactMatch: boolean;
                            lastCalledAt: string | null;
                            lastCalledBy: string | null;
                            name: string;
                            number1: string;
                            number2: string | null;
                            placeNames: {
                                union: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                upazila: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                            };
                            pledgeId: string | null;
                            proximity: ("union" | "upazila" | "district" | "division" | "other" | "unknown") | null;
                            union: string | null;
                            unit: {
                                id: string;
                                name: {
                                    bn: string;
                                    en: string;
                                };
                            } | null;
                            upazila: string | null;
                            village: string;
                            wrongNumberAt: string | null;
                        }[];
                        pageCount: number;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listPledges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bagsNeeded: number;
                        givenCount: number;
                        pledgedCount: number;
                        pledges: {
                            _id: string;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            confirmedAt: string | null;
                            donatedOn: string | null;
                            donationId: string | null;
                            donorId: string;
                            donorName: string;
                            kind: ("whole_blood" | "platelets") | null;
                            number1: string;
                            number2: string | null;
                            pledgedAt: string;
                            pledgedBy: string | null;
                            requestId: string;
                            /** @enum {string} */
                            source: "admin" | "donorLink";
                            /** @enum {string} */
                            state: "pledged" | "given" | "withdrawn";
                            withdrawnAt: string | null;
                            withdrawReason: string | null;
                        }[];
                        /** @enum {string} */
                        state: "incomplete" | "managed" | "done" | "cancelled";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    pledgeGiven: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                pledgeId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    donatedOn?: string | null;
                    kind?: ("whole_blood" | "platelets") | null;
                    place?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        pledge: {
                            _id: string;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            confirmedAt: string | null;
                            donatedOn: string | null;
                            donationId: string | null;
                            donorId: string;
                            donorName: string;
                            kind: ("whole_blood" | "platelets") | null;
                            number1: string;
                            number2: string | null;
                            pledgedAt: string;
                            pledgedBy: string | null;
                            requestId: string;
                            /** @enum {string} */
                            source: "admin" | "donorLink";
                            /** @enum {string} */
                            state: "pledged" | "given" | "withdrawn";
                            withdrawnAt: string | null;
                            withdrawReason: string | null;
                        };
                        request: {
                            bagsNeeded: number;
                            givenCount: number;
                            pledgedCount: number;
                            /** @enum {string} */
                            state: "incomplete" | "managed" | "done" | "cancelled";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    withdrawPledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                pledgeId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        pledge: {
                            _id: string;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            confirmedAt: string | null;
                            donatedOn: string | null;
                            donationId: string | null;
                            donorId: string;
                            donorName: string;
                            kind: ("whole_blood" | "platelets") | null;
                            number1: string;
                            number2: string | null;
                            pledgedAt: string;
                            pledgedBy: string | null;
                            requestId: string;
                            /** @enum {string} */
                            source: "admin" | "donorLink";
                            /** @enum {string} */
                            state: "pledged" | "given" | "withdrawn";
                            withdrawnAt: string | null;
                            withdrawReason: string | null;
                        };
                        request: {
                            bagsNeeded: number;
                            givenCount: number;
                            pledgedCount: number;
                            /** @enum {string} */
                            state: "incomplete" | "managed" | "done" | "cancelled";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listRequestsInTrouble: {
        parameters: {
            query?: {
                limit?: number;
                pageNumber?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageCount: number;
                        requests: {
                            _id: string;
                            bagsNeeded: number;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            createdAt: string;
                            donation_place: string;
                            neededAt: string;
                            patient_name: string;
                            pledged: number;
                            reasons: ("familyNotGiven" | "familyNotYet" | "dueSoon" | "noPledge" | "rare")[];
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listTodaySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        sessions: {
                            bags: number;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            covered: boolean;
                            donors: {
                                donorId: string;
                                name: string;
                                phone: string;
                                /** @enum {string} */
                                state: "planned" | "asked" | "confirmed" | "declined" | "noAnswer" | "unreachable" | "backfill" | "given";
                            }[];
                            hospital: string;
                            name: string;
                            patientId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    checkCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code printed on the certificate and in its QR code. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        community: {
                            bn: string;
                            en: string;
                        };
                        /** Format: date-time */
                        issuedAt: string;
                        milestone: number;
                        name: string;
                        revoked: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    certificatePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code printed on the certificate and in its QR code. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code printed on the certificate and in its QR code. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        revoked: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listDoneBloodRequests: {
        parameters: {
            query?: {
                limit?: number;
                pageNumber?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completeBloodRequestList: {
                            _id: string;
                            bagsNeeded: number;
                            blocked?: boolean;
                            blood_quantity: string;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            date: string;
                            district: string | null;
                            districtId: number | null;
                            division: string | null;
                            divisionId: number | null;
                            donation_place: string;
                            familyAnswer?: {
                                /** @enum {string} */
                                answer: "given" | "notYet" | "notGiven";
                                at: string;
                            } | null;
                            givenCount: number;
                            hemoglobin: string | null;
                            number1: string;
                            number2: string | null;
                            patient_name: string;
                            patient_problem: string | null;
                            placeNames: {
                                district: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                division: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                union: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                upazila: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                            };
                            pledgedCount: number;
                            publicContact?: string | null;
                            /** @enum {string} */
                            requested_bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            /** @enum {string} */
                            state: "incomplete" | "managed" | "done" | "cancelled";
                            /** @enum {string} */
                            status: "incomplete" | "done" | "cancelled";
                            submissionTime: string | null;
                            union: string | null;
                            unionId: number | null;
                            unitId: string | null;
                            upazila: string | null;
                            upazilaId: number | null;
                        }[];
                        pageCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        demo: boolean;
                        demoCredential: {
                            email: string;
                            password: string;
                        } | null;
                        googleSignIn: boolean;
                        socialPageUrl: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    editContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. */
                    number1: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. Empty (or null) for none. */
                    number2?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                pageNumber?: number | null;
            };
            header?: {
                /** @description The ETag of an answer kept from before: 304 with no body while it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contacts: {
                            _id: string;
                            /** @description The picture's address on this server (/api/images/{id}); /api/images/00000000-0000-0000-0000-000000000000 (a placeholder) when the contact has none. Never null. */
                            img: string;
                            name: string;
                            number1: string;
                            number2: string | null;
                        }[];
                        pageCount: number;
                    };
                };
            };
            /** @description Not modified: the ETag in If-None-Match is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listContactsForAdmins: {
        parameters: {
            query?: {
                /** @description Rows per page, 1 to 100. */
                limit?: number;
                /** @description The page, from 0. Given, the answer is the page (rows, totalCount, pageCount); left out, the original app's bare array. */
                pageNumber?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        /** @description The picture's address on this server (/api/images/{id}); /api/images/00000000-0000-0000-0000-000000000000 (a placeholder) when the contact has none. Never null. */
                        img: string;
                        name: string;
                        number1: string;
                        number2: string | null;
                    }[] | {
                        contacts: {
                            _id: string;
                            /** @description The picture's address on this server (/api/images/{id}); /api/images/00000000-0000-0000-0000-000000000000 (a placeholder) when the contact has none. Never null. */
                            img: string;
                            name: string;
                            number1: string;
                            number2: string | null;
                        }[];
                        pageCount: number;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                unitId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedDonations: {
                            byBloodGroup: {
                                /** @enum {string} */
                                bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                                count: number;
                            }[];
                            total: number;
                        };
                        familyAnswers: {
                            days: number;
                            given: number;
                            noAnswer: number;
                            notGiven: number;
                            notYet: number;
                        };
                        newDonors: {
                            _id: string;
                            bloodGroup: string;
                            /** @enum {string} */
                            gender: "পুরুষ" | "মহিলা" | "তৃতীয় লিঙ্গ" | "অজানা";
                            name: string;
                        }[];
                        recentAdmins: {
                            email: string;
                            role: string;
                        }[];
                        recentBloodDonations: {
                            _id: string;
                            blood_quantity: string;
                            patient_name: string;
                            requested_bloodGroup: string;
                        }[];
                        topDonors: {
                            _id: string;
                            bloodGroup: string;
                            donationCount: number;
                            name: string;
                        }[];
                        verifiedDetailsMissing: number;
                        verifiedDonors: {
                            byBloodGroup: {
                                /** @enum {string} */
                                bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                                count: number;
                            }[];
                            total: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getDashboardCounts: {
        parameters: {
            query?: {
                unitId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        incompleteBloodRequests: number;
                        pendingDonorRequests: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBloodRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listDistricts: {
        parameters: {
            query?: {
                division_id?: number | null;
            };
            header?: {
                /** @description The ETag of an answer kept from before: 304 with no body while it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        districts: {
                            bn_name: string;
                            district_id: string;
                            division_id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the ETag in If-None-Match is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listDivisions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer kept from before: 304 with no body while it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        divisions: {
                            bn_name: string;
                            division_id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the ETag in If-None-Match is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    recordDonation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    bloodRequestId?: string | null;
                    donateButtonClickTime?: unknown;
                    donateTime?: unknown;
                    kind?: ("whole_blood" | "platelets") | null;
                    note?: number | null;
                    place?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getDonorLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alerts: {
                            answer: ("yes" | "no") | null;
                            bagsNeeded: number;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            closed: boolean;
                            neededAt: string;
                            place: string;
                            requestId: string;
                        }[];
                        certificates: {
                            code: string;
                            issuedAt: string;
                            milestone: number;
                            url: string;
                        }[];
                        donations: {
                            donatedAt: string;
                            /** @enum {string} */
                            kind: "whole_blood" | "platelets";
                            place: string | null;
                            reportedByDonor: boolean;
                        }[];
                        donor: {
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            channels: ("sms" | "push")[];
                            contactConsent: boolean;
                            donationCount: number;
                            /** @enum {string} */
                            language: "bn" | "en";
                            missing: ("birthDate" | "gender" | "place" | "village")[];
                            name: string;
                            nextEligibleAt: string | null;
                            onLeaderboard: boolean | null;
                            pausedUntil: string | null;
                            phoneChangePending: boolean;
                            pushSubscribed: boolean;
                            remindersEnabled: boolean;
                            /** @enum {string} */
                            sharing: "unit" | "federation";
                        };
                        familyNotes: {
                            at: string;
                            note: string;
                        }[];
                        federation: boolean;
                        pushPublicKey: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    answerAlert: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                requestId: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    answer: "yes" | "no";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        answer: "yes" | "no";
                        pledgeId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getDonorBridges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bridges: {
                            /** @enum {string} */
                            agreement: "pending" | "agreed" | "left";
                            hospital: string;
                            intervalDays: number;
                            nextSession: {
                                date: string;
                                /** @enum {string} */
                                state: "planned" | "asked" | "confirmed" | "declined" | "noAnswer" | "unreachable" | "backfill" | "given";
                            } | null;
                            patientId: string;
                            sessions: {
                                date: string;
                                /** @enum {string} */
                                state: "planned" | "asked" | "confirmed" | "declined" | "noAnswer" | "unreachable" | "backfill" | "given";
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    answerDonorBridge: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                patientId: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    agreement: "agreed" | "left";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    answerDonorSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                patientId: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    answer: "confirmed" | "declined";
                    /** Format: date */
                    date: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    issueOwnCertificate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /**
                         * Format: uri
                         * @description The printable certificate page (…/c/{code}).
                         */
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setDonorChannels: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channels: ("sms" | "push")[];
                    contactConsent?: boolean;
                    /** @enum {string} */
                    language?: "bn" | "en";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: ("sms" | "push")[];
                        contactConsent: boolean;
                        /** @enum {string} */
                        language: "bn" | "en";
                        pushSubscribed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    completeDonorDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The donor's date of birth, YYYY-MM-DD (called `age` for the original app's clients): not in the future, the donor 18 to 100 years old today in Bangladesh.
                     */
                    birthDate?: string;
                    contactConsent: boolean;
                    gender?: string;
                    place?: {
                        districtId: number;
                        divisionId: number;
                        unionId: number;
                        upazilaId: number;
                    };
                    village?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactConsent: boolean;
                        missing: ("birthDate" | "gender" | "place" | "village")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    reportDonation: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    donatedAt: string;
                    kind?: ("whole_blood" | "platelets") | null;
                    place?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        donation: {
                            donatedAt: string;
                            /** @enum {string} */
                            kind: "whole_blood" | "platelets";
                            place: string | null;
                            reportedByDonor: boolean;
                        };
                        nextEligibleAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setDonorLeaderboardChoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    onLeaderboard: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        onLeaderboard: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    pauseDonor: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    until: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pausedUntil: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    askPhoneChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. */
                    number: string;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        pending: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    proudPicture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    addPushSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        auth: string;
                        p256dh: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: ("sms" | "push")[];
                        contactConsent: boolean;
                        /** @enum {string} */
                        language: "bn" | "en";
                        pushSubscribed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    removePushSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: ("sms" | "push")[];
                        contactConsent: boolean;
                        /** @enum {string} */
                        language: "bn" | "en";
                        pushSubscribed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setDonorReminders: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    remindersEnabled: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        remindersEnabled: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    leaveDonorList: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ended: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeOwnLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ended: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setDonorSharing: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    sharing: "unit" | "federation";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        sharing: "unit" | "federation";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listDonorRequests: {
        parameters: {
            query?: {
                consent?: string;
                limit?: number;
                pageNumber?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allDonorRequest: {
                            _id: string;
                            acceptedTime: string | null;
                            age: string | null;
                            available: boolean;
                            blocked?: boolean;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            callsLast3Days: number;
                            consentSource: ("registrationForm" | "adminForm" | "import" | "donorLink" | "phoneCall" | "paperForm" | "inPerson") | null;
                            contactConsent: boolean;
                            district: string | null;
                            district_id: string | null;
                            division: string | null;
                            division_id: string | null;
                            donateButtonClickTime: string | null;
                            donateTime: string | null;
                            donationCount: number;
                            /** @enum {string} */
                            gender: "পুরুষ" | "মহিলা" | "তৃতীয় লিঙ্গ" | "অজানা";
                            lastCalledAt: string | null;
                            lastCalledBy: string | null;
                            linkIssuedAt: string | null;
                            missing: ("birthDate" | "gender" | "place" | "village")[];
                            name: string;
                            note: number | null;
                            number1: string;
                            number2: string | null;
                            pausedUntil?: string | null;
                            placeNames: {
                                district: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                division: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                union: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                upazila: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                            };
                            /** @enum {string} */
                            sharing: "unit" | "federation";
                            /** @enum {string} */
                            status: "pending" | "verified";
                            submissionTime: string;
                            time: string | null;
                            union: string | null;
                            union_id: string | null;
                            upazila: string | null;
                            upazila_id: string | null;
                            village: string;
                            wrongNumberAt: string | null;
                        }[];
                        pageCount: number;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    registerDonor: {
        parameters: {
            query?: never;
            header?: {
                /** @description A new random key (a UUID) per create, sent again with a retry: within 24 hours the same key and body get the first answer (with `Idempotent-Replayed: true`) and nothing is created again; the same key with another body is refused with 409 (`field` Idempotency-Key). A second request while the first is being answered waits for it. */
                "Idempotency-Key"?: string;
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The donor's date of birth, YYYY-MM-DD (called `age` for the original app's clients): not in the future, the donor 18 to 100 years old today in Bangladesh.
                     */
                    age: string;
                    /** @enum {string} */
                    bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                    /** @default false */
                    contactConsent?: boolean;
                    district: number | string;
                    division: number | string;
                    gender: string;
                    /**
                     * @default bn
                     * @enum {string}
                     */
                    language?: "bn" | "en";
                    name: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. */
                    number1: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. Empty (or null) for none. */
                    number2?: string | null;
                    onLeaderboard?: boolean;
                    union: number | string;
                    upazila: number | string;
                    village: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description true when this is the first answer to the same key and body, sent again. */
                    "Idempotent-Replayed"?: "true";
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        insertedId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    editDonor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                    consentSource?: ("phoneCall" | "paperForm" | "inPerson") | null;
                    contactConsent?: boolean;
                    donationCount: number;
                    gender?: string | null;
                    name: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. */
                    number1: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. Empty (or null) for none. */
                    number2?: string | null;
                    /** @enum {string} */
                    sharing?: "unit" | "federation";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteDonor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listCalls: {
        parameters: {
            query?: {
                limit?: number;
                pageNumber?: number | null;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calls: {
                            _id: string;
                            calledAt: string;
                            calledBy: string | null;
                            donatedOn: string | null;
                            donationId: string | null;
                            donorId: string;
                            note: string | null;
                            /** @enum {string} */
                            outcome: "willDonate" | "declined" | "noAnswer" | "unreachable" | "wrongNumber" | "donatedRecently" | "other";
                            requestId: string | null;
                        }[];
                        pageCount: number;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    recordCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    donatedOn?: string | null;
                    kind?: ("whole_blood" | "platelets") | null;
                    note?: string | null;
                    /** @enum {string} */
                    outcome: "willDonate" | "declined" | "noAnswer" | "unreachable" | "wrongNumber" | "donatedRecently" | "other";
                    requestId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        call: {
                            _id: string;
                            calledAt: string;
                            calledBy: string | null;
                            donatedOn: string | null;
                            donationId: string | null;
                            donorId: string;
                            note: string | null;
                            /** @enum {string} */
                            outcome: "willDonate" | "declined" | "noAnswer" | "unreachable" | "wrongNumber" | "donatedRecently" | "other";
                            requestId: string | null;
                        };
                        donor: {
                            callsLast3Days: number;
                            lastCalledAt: string | null;
                            lastCalledBy: string | null;
                            wrongNumberAt: string | null;
                        };
                        insertedId: string;
                        pledge: {
                            _id: string;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            confirmedAt: string | null;
                            donatedOn: string | null;
                            donationId: string | null;
                            donorId: string;
                            donorName: string;
                            kind: ("whole_blood" | "platelets") | null;
                            number1: string;
                            number2: string | null;
                            pledgedAt: string;
                            pledgedBy: string | null;
                            requestId: string;
                            /** @enum {string} */
                            source: "admin" | "donorLink";
                            /** @enum {string} */
                            state: "pledged" | "given" | "withdrawn";
                            withdrawnAt: string | null;
                            withdrawReason: string | null;
                        } | null;
                        pledgeRefused: {
                            /** @enum {string} */
                            code: "DONOR_NOT_AVAILABLE";
                            eligibleFrom: string;
                        } | null;
                        request: {
                            bagsNeeded: number;
                            givenCount: number;
                            pledgedCount: number;
                            /** @enum {string} */
                            state: "incomplete" | "managed" | "done" | "cancelled";
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    issueCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /**
                         * Format: uri
                         * @description The printable certificate page (…/c/{code}).
                         */
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    listDonorCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certificates: {
                            code: string;
                            /** Format: date-time */
                            issuedAt: string;
                            milestone: number;
                            /** Format: date-time */
                            revokedAt: string | null;
                            /**
                             * Format: uri
                             * @description The certificate page (…/c/{code}).
                             */
                            url: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listDonations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        donationCount: number;
                        donations: {
                            _id: string;
                            bloodRequestId: string | null;
                            donatedAt: string;
                            /** @enum {string} */
                            kind: "whole_blood" | "platelets";
                            place: string | null;
                            recordedBy: string | null;
                        }[];
                        nextEligibleAt: string | null;
                        priorDonations: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    addDonation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bloodRequestId?: string | null;
                    donatedAt: string;
                    kind?: ("whole_blood" | "platelets") | null;
                    place?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        donation: {
                            _id: string;
                            bloodRequestId: string | null;
                            donatedAt: string;
                            /** @enum {string} */
                            kind: "whole_blood" | "platelets";
                            place: string | null;
                            recordedBy: string | null;
                        };
                        donationCount: number;
                        nextEligibleAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    removeDonation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                donationId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                        donationCount: number;
                        nextEligibleAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    issueDonorLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        issuedAt: string;
                        /** @description The key in the link: the `{token}` path parameter of the /api/donor-link/{token} calls. */
                        token: string;
                        /**
                         * Format: uri
                         * @description The donor's private page (…/d/{token}).
                         */
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    revokeDonorLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revokedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    moveDonorToUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string | null;
                    /** Format: uuid */
                    unitId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    inviteDonors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description donorIds, filter or importJobId, exactly one of them. */
        requestBody: {
            content: {
                "application/json": {
                    donorIds?: string[];
                    /** @enum {string} */
                    filter?: "noConsent" | "detailsMissing";
                    /** Format: uuid */
                    importJobId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        more: boolean;
                        queued: number;
                        skipped: {
                            donorId: string;
                            /** @enum {string} */
                            reason: "notFound" | "archived" | "notVerified" | "noPhone" | "invitedRecently";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getInvitationProgress: {
        parameters: {
            query?: {
                importJobId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmed: number;
                        consented: number;
                        detailsComplete: number;
                        importJob?: {
                            donors: number;
                            fileName: string;
                            id: string;
                            toInvite: number;
                        };
                        invited: number;
                        opened: number;
                        toInvite: {
                            detailsMissing: number;
                            noConsent: number;
                        };
                        unreachable: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    acceptDonor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    exportBloodRequests: {
        parameters: {
            query: {
                format?: "csv" | "xlsx";
                from: string;
                language?: "bn" | "en";
                status?: "all" | "complete" | "incomplete" | "cancelled";
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests as a file (CSV with a BOM, or XLSX). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    exportDonors: {
        parameters: {
            query?: {
                after?: string;
                bloodGroupFilterData?: string;
                consent?: string;
                details?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                districtFilterData?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                divisionFilterData?: string;
                donorSearchData?: string;
                format?: "csv" | "xlsx";
                genders?: string;
                language?: "bn" | "en";
                list?: "available" | "unavailable";
                sortByDonateCount?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                unionFilterData?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                upazilaFilterData?: string;
                villageFilterData?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list as a file (CSV with a BOM, or XLSX). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    endRest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        name: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture (JPEG or PNG), cached for a long time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    confirmDonorImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description CSV or XLSX, 5 MB at most.
                     */
                    file: Blob;
                    /** @description JSON text: {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"mapping":{"type":"object","properties":{"name":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"bloodGroup":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"birthDate":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"number1":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"number2":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"gender":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"division":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"district":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"upazila":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"union":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"village":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"area":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"lastDonation":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]}},"additionalProperties":false},"duplicates":{"default":"skip","type":"string","enum":["skip","fillEmpty"]},"status":{"default":"verified","type":"string","enum":["verified","pending"]},"headerRow":{"type":"integer","minimum":1,"maximum":1000000},"fillDown":{"type":"boolean"},"leaveOutSheets":{"maxItems":50,"type":"array","items":{"type":"string","maxLength":100}},"dateOrders":{"type":"object","properties":{"birthDate":{"type":"string","enum":["dmy","mdy"]},"lastDonation":{"type":"string","enum":["dmy","mdy"]}},"additionalProperties":false},"language":{"type":"string","enum":["bn","en"]},"unitId":{"type":"string","format":"uuid","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$"}},"additionalProperties":false} */
                    options?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        errors: number;
                        /** Format: uuid */
                        jobId: string;
                        skipped: number;
                        /** @enum {string} */
                        status: "verified" | "pending";
                        updated: number;
                    };
                };
            };
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        jobId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    donorImportErrors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description CSV or XLSX, 5 MB at most.
                     */
                    file: Blob;
                    /** @description JSON text: {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"mapping":{"type":"object","properties":{"name":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"bloodGroup":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"birthDate":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"number1":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"number2":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"gender":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"division":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"district":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"upazila":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"union":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"village":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"area":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"lastDonation":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]}},"additionalProperties":false},"duplicates":{"default":"skip","type":"string","enum":["skip","fillEmpty"]},"status":{"default":"verified","type":"string","enum":["verified","pending"]},"headerRow":{"type":"integer","minimum":1,"maximum":1000000},"fillDown":{"type":"boolean"},"leaveOutSheets":{"maxItems":50,"type":"array","items":{"type":"string","maxLength":100}},"dateOrders":{"type":"object","properties":{"birthDate":{"type":"string","enum":["dmy","mdy"]},"lastDonation":{"type":"string","enum":["dmy","mdy"]}},"additionalProperties":false},"language":{"type":"string","enum":["bn","en"]},"unitId":{"type":"string","format":"uuid","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$"}},"additionalProperties":false} */
                    options?: string;
                };
            };
        };
        responses: {
            /** @description The rows that cannot be imported, with the reason, as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    previewDonorImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description CSV or XLSX, 5 MB at most.
                     */
                    file: Blob;
                    /** @description JSON text: {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"mapping":{"type":"object","properties":{"name":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"bloodGroup":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"birthDate":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"number1":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"number2":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"gender":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"division":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"district":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"upazila":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"union":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"village":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"area":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]},"lastDonation":{"anyOf":[{"type":"integer","minimum":0,"maximum":199},{"type":"null"}]}},"additionalProperties":false},"duplicates":{"default":"skip","type":"string","enum":["skip","fillEmpty"]},"status":{"default":"verified","type":"string","enum":["verified","pending"]},"headerRow":{"type":"integer","minimum":1,"maximum":1000000},"fillDown":{"type":"boolean"},"leaveOutSheets":{"maxItems":50,"type":"array","items":{"type":"string","maxLength":100}},"dateOrders":{"type":"object","properties":{"birthDate":{"type":"string","enum":["dmy","mdy"]},"lastDonation":{"type":"string","enum":["dmy","mdy"]}},"additionalProperties":false},"language":{"type":"string","enum":["bn","en"]},"unitId":{"type":"string","format":"uuid","pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$"}},"additionalProperties":false} */
                    options?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            duplicate: number;
                            error: number;
                            new: number;
                            rows: number;
                        };
                        dateQuestions: {
                            ambiguous: number;
                            chosen: boolean;
                            /** @enum {string} */
                            field: "birthDate" | "lastDonation";
                            /** @enum {string} */
                            order: "dmy" | "mdy";
                        }[];
                        fileName: string;
                        fillDown: boolean;
                        fillDownRows: number;
                        firstRows: {
                            cells: string[];
                            row: number;
                        }[];
                        headerChosen: boolean;
                        headerRow: number;
                        headers: string[];
                        issues: {
                            details?: {
                                [key: string]: string;
                            };
                            messages: {
                                [key: string]: string;
                            };
                            name: string;
                            number1: string;
                            reasons: {
                                [key: string]: string;
                            };
                            row: number;
                            sheet?: string;
                            /** @enum {string} */
                            status: "new" | "duplicate" | "error";
                        }[];
                        issuesTruncated: boolean;
                        mainSheet: string | null;
                        mapping: {
                            [key: string]: number | null;
                        };
                        sample: string[][];
                        sampleRows: number[];
                        sheets: {
                            headerRow: number | null;
                            included: boolean;
                            /** @enum {string} */
                            kind: "donors" | "summary" | "empty";
                            name: string;
                            rows: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getDonorImportJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        createdAt: string;
                        errorCode: string | null;
                        errorMessage: string | null;
                        errors: number;
                        fileName: string;
                        finishedAt: string | null;
                        /** Format: uuid */
                        id: string;
                        rowsDone: number;
                        skipped: number;
                        startedAt: string | null;
                        /** @enum {string} */
                        state: "queued" | "running" | "done" | "failed";
                        /** @enum {string} */
                        status: "verified" | "pending";
                        totalRows: number;
                        updated: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getLatestDonorImportJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job: {
                            created: number;
                            createdAt: string;
                            errorCode: string | null;
                            errorMessage: string | null;
                            errors: number;
                            fileName: string;
                            finishedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            rowsDone: number;
                            skipped: number;
                            startedAt: string | null;
                            /** @enum {string} */
                            state: "queued" | "running" | "done" | "failed";
                            /** @enum {string} */
                            status: "verified" | "pending";
                            totalRows: number;
                            updated: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listOpenBloodRequests: {
        parameters: {
            query?: {
                limit?: number;
                pageNumber?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        incompleteBloodRequestList: {
                            _id: string;
                            bagsNeeded: number;
                            blocked?: boolean;
                            blood_quantity: string;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            date: string;
                            district: string | null;
                            districtId: number | null;
                            division: string | null;
                            divisionId: number | null;
                            donation_place: string;
                            familyAnswer?: {
                                /** @enum {string} */
                                answer: "given" | "notYet" | "notGiven";
                                at: string;
                            } | null;
                            givenCount: number;
                            hemoglobin: string | null;
                            number1: string;
                            number2: string | null;
                            patient_name: string;
                            patient_problem: string | null;
                            placeNames: {
                                district: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                division: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                union: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                upazila: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                            };
                            pledgedCount: number;
                            publicContact?: string | null;
                            /** @enum {string} */
                            requested_bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            /** @enum {string} */
                            state: "incomplete" | "managed" | "done" | "cancelled";
                            /** @enum {string} */
                            status: "incomplete" | "done" | "cancelled";
                            submissionTime: string | null;
                            union: string | null;
                            unionId: number | null;
                            unitId: string | null;
                            upazila: string | null;
                            upazilaId: number | null;
                        }[];
                        pageCount: number;
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listUnitDonationTotals: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer kept from before: 304 with no body while it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        units: {
                            _id: string;
                            donationCount: number;
                            nameBn: string;
                            nameEn: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the ETag in If-None-Match is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listUnitTopDonors: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of an answer kept from before: 304 with no body while it is still current. */
                "If-None-Match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                        donationCount: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not modified: the ETag in If-None-Match is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listMoneyReports: {
        parameters: {
            query?: {
                state?: "pending" | "confirmed" | "dismissed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            blocked: boolean;
                            bloodGroup: string;
                            id: string;
                            note: string | null;
                            phone: string;
                            place: string;
                            reportedAt: string;
                            reportsOfNumber: number;
                            requestId: string;
                            /** @enum {string} */
                            state: "pending" | "confirmed" | "dismissed";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    decideMoneyReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "confirm" | "dismiss";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "pending" | "confirmed" | "dismissed";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    operatorBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backup, plain SQL text (docs: README, Backup and restore). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/sql": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getOwnerClaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canClaim: boolean;
                        isOwner: boolean;
                        needsNewPassword: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    claimOwner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    newPassword?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        isOwner: true;
                        /** @enum {string} */
                        role: "superAdmin";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPatientStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bagsPerSession: number;
                        days: number;
                        hospital: string;
                        intervalDays: number;
                        paused: boolean;
                        sessions: {
                            confirmed: boolean;
                            covered: boolean;
                            date: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listPatients: {
        parameters: {
            query?: {
                limit?: number;
                pageNumber?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageCount: number;
                        patients: {
                            bagsPerSession: number;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            bridgeSize: number;
                            consentAt: string;
                            createdAt: string;
                            guardianPhone: string;
                            hospital: string;
                            id: string;
                            intervalDays: number;
                            name: string;
                            /** @description The first session in the next 90 days, and whether it has all its donors. */
                            nextSession: {
                                covered: boolean;
                                date: string;
                            } | null;
                            nextSessionAt: string;
                            notes: string;
                            paused: boolean;
                            uncoveredSessions: number;
                            unitId: string;
                        }[];
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    registerPatient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bagsPerSession: number;
                    /** @enum {string} */
                    bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                    /** @enum {boolean} */
                    consent: true;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    districtId?: number | null;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    divisionId?: number | null;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. */
                    guardianPhone: string;
                    hospital: string;
                    intervalDays: number;
                    name: string;
                    /** Format: date */
                    nextSessionAt: string;
                    notes?: string;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    unionId?: number | null;
                    /** Format: uuid */
                    unitId?: string;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    upazilaId?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getPatient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bagsPerSession: number;
                        /** @enum {string} */
                        bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                        bridge: {
                            /** @enum {string} */
                            agreement: "pending" | "agreed" | "left";
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            donorId: string;
                            gender: string | null;
                            name: string;
                            nextEligibleAt: string | null;
                        }[];
                        bridgeSize: number;
                        consentAt: string;
                        createdAt: string;
                        district: string | null;
                        districtId: number | null;
                        division: string | null;
                        divisionId: number | null;
                        guardianPhone: string;
                        hospital: string;
                        id: string;
                        intervalDays: number;
                        name: string;
                        /** @description The first session in the next 90 days, and whether it has all its donors. */
                        nextSession: {
                            covered: boolean;
                            date: string;
                        } | null;
                        nextSessionAt: string;
                        notes: string;
                        paused: boolean;
                        placeNames: {
                            district: {
                                bn: string;
                                en: string | null;
                            } | null;
                            division: {
                                bn: string;
                                en: string | null;
                            } | null;
                            union: {
                                bn: string;
                                en: string | null;
                            } | null;
                            upazila: {
                                bn: string;
                                en: string | null;
                            } | null;
                        };
                        uncoveredSessions: number;
                        union: string | null;
                        unionId: number | null;
                        unitId: string;
                        upazila: string | null;
                        upazilaId: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updatePatient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    bagsPerSession?: number;
                    /** @enum {string} */
                    bloodGroup?: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    districtId?: number | null;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    divisionId?: number | null;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. */
                    guardianPhone?: string;
                    hospital?: string;
                    intervalDays?: number;
                    name?: string;
                    /** Format: date */
                    nextSessionAt?: string;
                    notes?: string;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    unionId?: number | null;
                    /** @description A place id (from GET /api/divisions, /api/districts, ...); null for none. */
                    upazilaId?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    archivePatient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    setBridge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    donorIds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    pausePatient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paused: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    answerPatientSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date: string;
                    /** Format: uuid */
                    donorId: string;
                    /** @enum {string} */
                    state: "asked" | "confirmed" | "declined" | "given";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listPatientSessions: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            askFrom: string;
                            bags: number;
                            covered: boolean;
                            date: string;
                            donors: {
                                askedAt: string | null;
                                donorId: string;
                                name: string;
                                reason: ("noConsent" | "noChannel" | "paused" | "sendFailed") | null;
                                /** @enum {string} */
                                state: "planned" | "asked" | "confirmed" | "declined" | "noAnswer" | "unreachable" | "backfill" | "given";
                            }[];
                            matches: {
                                /** @enum {string} */
                                bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                                donorId: string;
                                name: string;
                                phone: string;
                                upazila: string | null;
                            }[] | null;
                        }[];
                        uncovered: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getPatientStatusLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        link: {
                            issuedAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    issuePatientStatusLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        issuedAt: string;
                        token: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    revokePatientStatusLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revokedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    suggestBridgeDonors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        donors: {
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            bridges: number;
                            donorId: string;
                            missedCalls: number;
                            name: string;
                            upazila: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listPhoneChanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: {
                            _id: string;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            currentNumber: string;
                            donorId: string;
                            donorName: string;
                            newNumber: string;
                            requestedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    approvePhoneChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        /** @enum {string} */
                        state: "approved" | "rejected";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    rejectPhoneChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        /** @enum {string} */
                        state: "approved" | "rejected";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getRequestStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        askFamily: boolean;
                        bagsNeeded: number;
                        /** @enum {string} */
                        bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                        cancelled: boolean;
                        coming: {
                            donations: number;
                            firstName: string;
                            verified: boolean;
                            volunteer: string | null;
                        }[];
                        done: boolean;
                        familyAnswer: ("given" | "notYet" | "notGiven") | null;
                        familyNote: string | null;
                        given: number;
                        neededAt: string;
                        offered: number;
                        pledged: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setFamilyAnswer: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    answer: "given" | "notYet" | "notGiven";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answeredAt: string;
                        /** @enum {string} */
                        familyAnswer: "given" | "notYet" | "notGiven";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    reportMoneyAsked: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    /** @description A Bangladeshi mobile number: 11 digits, 013 to 019 then eight more. The server also reads +880 or 880 in front, spaces, dashes and Bengali digits, and stores the 11 digits. */
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        reported: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setFamilyNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description A random id the client keeps (16 to 64 letters, digits, - or _): public writes and sign-ups are also counted per device. Without it, the device limit of a public write counts the client address; a sign-up is then held by its address limit alone. */
                "X-Device-Id"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The requests the limit allows in its window. */
                    "RateLimit-Limit"?: number;
                    /** @description The requests left in the window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window starts again. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        familyNote: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        browser: string | null;
                        current: boolean;
                        id: string;
                        lastSeenAt: string;
                        os: string | null;
                        place: string | null;
                        signedInAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    signOutOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    signOutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alertDefaults: {
                            bridgeAskDays?: number;
                            perDay: number;
                            perWeek: number;
                            quietEnd: string;
                            quietStart: string;
                            waveSeconds?: number;
                        };
                        alerts: {
                            bridgeAskDays?: number;
                            perDay: number;
                            perWeek: number;
                            quietEnd: string;
                            quietStart: string;
                            waveSeconds?: number;
                        };
                        community: {
                            bn: string;
                            en: string;
                        };
                        communityDefaults: {
                            bn: string;
                            en: string;
                        };
                        defaults: {
                            plateletsDays: number;
                            wholeBloodFemaleDays: number;
                            wholeBloodMaleDays: number;
                            wholeBloodOtherDays: number;
                        };
                        eligibility: {
                            plateletsDays: number;
                            wholeBloodFemaleDays: number;
                            wholeBloodMaleDays: number;
                            wholeBloodOtherDays: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alerts?: {
                        bridgeAskDays?: number;
                        perDay: number;
                        perWeek: number;
                        quietEnd: string;
                        quietStart: string;
                        waveSeconds?: number;
                    };
                    community?: {
                        bn: string;
                        en: string;
                    };
                    eligibility: {
                        plateletsDays: number;
                        wholeBloodFemaleDays: number;
                        wholeBloodMaleDays: number;
                        wholeBloodOtherDays: number;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alertDefaults: {
                            bridgeAskDays?: number;
                            perDay: number;
                            perWeek: number;
                            quietEnd: string;
                            quietStart: string;
                            waveSeconds?: number;
                        };
                        alerts: {
                            bridgeAskDays?: number;
                            perDay: number;
                            perWeek: number;
                            quietEnd: string;
                            quietStart: string;
                            waveSeconds?: number;
                        };
                        community: {
                            bn: string;
                            en: string;
                        };
                        communityDefaults: {
                            bn: string;
                            en: string;
                        };
                        defaults: {
                            plateletsDays: number;
                            wholeBloodFemaleDays: number;
                            wholeBloodMaleDays: number;
                            wholeBloodOtherDays: number;
                        };
                        eligibility: {
                            plateletsDays: number;
                            wholeBloodFemaleDays: number;
                            wholeBloodMaleDays: number;
                            wholeBloodOtherDays: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: boolean;
                        role: string;
                        token: string;
                        user: {
                            email: string;
                            image: string | null;
                            name: string;
                        };
                    } | {
                        user: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listTopDonors: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: {
                /** @description The ETag of an answer kept from before: 304 with no body while it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                        donationCount: number;
                        name: string;
                    }[];
                };
            };
            /** @description Not modified: the ETag in If-None-Match is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listUnavailableDonors: {
        parameters: {
            query?: {
                after?: string;
                bloodGroupFilterData?: string;
                consent?: string;
                details?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                districtFilterData?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                divisionFilterData?: string;
                donorSearchData?: string;
                genders?: string;
                limit?: number;
                pageNumber?: number | null;
                sortByDonateCount?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                unionFilterData?: string;
                /** @description A place id (digits, or "id,bn_name"), or the Bengali name; empty or "Default" for any place. */
                upazilaFilterData?: string;
                villageFilterData?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageCount: number;
                        totalCount: number;
                        unavailableDonorList: {
                            _id: string;
                            acceptedTime: string | null;
                            age: string | null;
                            available: boolean;
                            blocked?: boolean;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            callsLast3Days: number;
                            consentSource: ("registrationForm" | "adminForm" | "import" | "donorLink" | "phoneCall" | "paperForm" | "inPerson") | null;
                            contactConsent: boolean;
                            district: string | null;
                            district_id: string | null;
                            division: string | null;
                            division_id: string | null;
                            donateButtonClickTime: string | null;
                            donateTime: string | null;
                            donationCount: number;
                            /** @enum {string} */
                            gender: "পুরুষ" | "মহিলা" | "তৃতীয় লিঙ্গ" | "অজানা";
                            lastCalledAt: string | null;
                            lastCalledBy: string | null;
                            linkIssuedAt: string | null;
                            missing: ("birthDate" | "gender" | "place" | "village")[];
                            name: string;
                            note: number | null;
                            number1: string;
                            number2: string | null;
                            pausedUntil?: string | null;
                            placeNames: {
                                district: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                division: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                union: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                upazila: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                            };
                            /** @enum {string} */
                            sharing: "unit" | "federation";
                            /** @enum {string} */
                            status: "pending" | "verified";
                            submissionTime: string;
                            time: string | null;
                            union: string | null;
                            union_id: string | null;
                            upazila: string | null;
                            upazila_id: string | null;
                            village: string;
                            wrongNumberAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listUnions: {
        parameters: {
            query?: {
                /** @description Alphabetical order of the names in this language (bn: Bangla names, en: English names). Left out: upazilas by id, unions and villages the ones added last first. */
                lang?: "bn" | "en";
                unionLimit?: number;
                unionPageNumber?: number | null;
                unionSearchData?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageCount: number;
                        totalCount: number;
                        unions: {
                            _id: string;
                            bn_name: string;
                            name: string;
                            union_id: string;
                            upazila_id: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    addUnion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bn_name: string;
                    name: string;
                    union_id: number;
                    upazila_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        insertedId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteUnion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    renameUnion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description name, bn_name or both. */
        requestBody: {
            content: {
                "application/json": {
                    bn_name?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listUnionsForForm: {
        parameters: {
            query?: {
                upazila_id?: number | null;
            };
            header?: {
                /** @description The ETag of an answer kept from before: 304 with no body while it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unions: {
                            _id: string;
                            bn_name: string;
                            name: string;
                            union_id: string;
                            upazila_id: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the ETag in If-None-Match is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listUnitDirectory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        units: {
                            depth: number;
                            id: string;
                            name: {
                                bn: string;
                                en: string;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    publicUnit: {
        parameters: {
            query: {
                districtId: number;
                divisionId?: number;
                upazilaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unit: {
                            name: {
                                bn: string;
                                en: string;
                            };
                            phone: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listUnits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mine: {
                            /** @enum {string} */
                            role: "admin" | "volunteer";
                            unitId: string;
                        }[];
                        units: {
                            archived: boolean;
                            depth: number;
                            districtIds: number[];
                            divisionIds: number[];
                            donorCount: number;
                            id: string;
                            memberCount: number;
                            name: {
                                bn: string;
                                en: string;
                            };
                            parentId: string | null;
                            phone: string | null;
                            settings: {
                                alerts?: {
                                    bridgeAskDays?: number;
                                    perDay?: number;
                                    perWeek?: number;
                                    quietEnd?: string;
                                    quietStart?: string;
                                    waveSeconds?: number;
                                };
                            };
                            upazilaIds: number[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createUnit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    districtIds?: number[];
                    divisionIds?: number[];
                    name: {
                        bn: string;
                        en: string;
                    };
                    parentId?: string | null;
                    phone?: string | null;
                    upazilaIds?: number[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archived: boolean;
                        depth: number;
                        districtIds: number[];
                        divisionIds: number[];
                        donorCount: number;
                        id: string;
                        memberCount: number;
                        name: {
                            bn: string;
                            en: string;
                        };
                        parentId: string | null;
                        phone: string | null;
                        settings: {
                            alerts?: {
                                bridgeAskDays?: number;
                                perDay?: number;
                                perWeek?: number;
                                quietEnd?: string;
                                quietStart?: string;
                                waveSeconds?: number;
                            };
                        };
                        upazilaIds: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    archiveUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    updateUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    districtIds?: number[];
                    divisionIds?: number[];
                    name?: {
                        bn: string;
                        en: string;
                    };
                    phone?: string | null;
                    settings?: {
                        alerts?: {
                            bridgeAskDays?: number;
                            perDay?: number;
                            perWeek?: number;
                            quietEnd?: string;
                            quietStart?: string;
                            waveSeconds?: number;
                        };
                    };
                    upazilaIds?: number[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listUnitMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "admin" | "volunteer";
                            userId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    putUnitMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "volunteer";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promoted: boolean;
                        /** @enum {string} */
                        role: "admin" | "volunteer";
                        userId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    removeUnitMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    listUpazilas: {
        parameters: {
            query?: {
                /** @description Alphabetical order of the names in this language (bn: Bangla names, en: English names). Left out: upazilas by id, unions and villages the ones added last first. */
                lang?: "bn" | "en";
                upazilaLimit?: number;
                upazilaPageNumber?: number | null;
                upazilaSearchData?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageCount: number;
                        totalCount: number;
                        upazilas: {
                            _id: string;
                            bn_name: string;
                            district_id: string;
                            name: string;
                            upazila_id: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    renameUpazila: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bn_name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listUpazilasForForm: {
        parameters: {
            query?: {
                district_id?: number | null;
            };
            header?: {
                /** @description The ETag of an answer kept from before: 304 with no body while it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upazilas: {
                            _id: string;
                            bn_name: string;
                            district_id: string;
                            name: string;
                            upazila_id: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the ETag in If-None-Match is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG or PNG, 1,000,000 bytes at most.
                     */
                    image: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getAccessTokenFor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: boolean;
                        role: string;
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    makeAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                limit?: number;
                pageNumber?: number | null;
                userSearchData?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageCount: number;
                        totalCount: number;
                        users: {
                            _id: string;
                            email: string;
                            image: string | null;
                            isOwner: boolean;
                            name: string;
                            role: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listVerifiedDonors: {
        parameters: {
            query?: {
                /** @description Rows per page, 1 to 100. */
                limit?: number;
                /** @description The page, from 0. Given, the answer is the page (rows, totalCount, pageCount); left out, the original app's bare array. */
                pageNumber?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        acceptedTime: string | null;
                        age: string | null;
                        available: boolean;
                        blocked?: boolean;
                        /** @enum {string} */
                        bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                        callsLast3Days: number;
                        consentSource: ("registrationForm" | "adminForm" | "import" | "donorLink" | "phoneCall" | "paperForm" | "inPerson") | null;
                        contactConsent: boolean;
                        district: string | null;
                        district_id: string | null;
                        division: string | null;
                        division_id: string | null;
                        donateButtonClickTime: string | null;
                        donateTime: string | null;
                        donationCount: number;
                        /** @enum {string} */
                        gender: "পুরুষ" | "মহিলা" | "তৃতীয় লিঙ্গ" | "অজানা";
                        lastCalledAt: string | null;
                        lastCalledBy: string | null;
                        linkIssuedAt: string | null;
                        missing: ("birthDate" | "gender" | "place" | "village")[];
                        name: string;
                        note: number | null;
                        number1: string;
                        number2: string | null;
                        pausedUntil?: string | null;
                        placeNames: {
                            district: {
                                bn: string;
                                en: string | null;
                            } | null;
                            division: {
                                bn: string;
                                en: string | null;
                            } | null;
                            union: {
                                bn: string;
                                en: string | null;
                            } | null;
                            upazila: {
                                bn: string;
                                en: string | null;
                            } | null;
                        };
                        /** @enum {string} */
                        sharing: "unit" | "federation";
                        /** @enum {string} */
                        status: "pending" | "verified";
                        submissionTime: string;
                        time: string | null;
                        union: string | null;
                        union_id: string | null;
                        upazila: string | null;
                        upazila_id: string | null;
                        village: string;
                        wrongNumberAt: string | null;
                    }[] | {
                        pageCount: number;
                        totalCount: number;
                        verifiedDonorList: {
                            _id: string;
                            acceptedTime: string | null;
                            age: string | null;
                            available: boolean;
                            blocked?: boolean;
                            /** @enum {string} */
                            bloodGroup: "aPositive" | "aNegative" | "bPositive" | "bNegative" | "oPositive" | "oNegative" | "abPositive" | "abNegative";
                            callsLast3Days: number;
                            consentSource: ("registrationForm" | "adminForm" | "import" | "donorLink" | "phoneCall" | "paperForm" | "inPerson") | null;
                            contactConsent: boolean;
                            district: string | null;
                            district_id: string | null;
                            division: string | null;
                            division_id: string | null;
                            donateButtonClickTime: string | null;
                            donateTime: string | null;
                            donationCount: number;
                            /** @enum {string} */
                            gender: "পুরুষ" | "মহিলা" | "তৃতীয় লিঙ্গ" | "অজানা";
                            lastCalledAt: string | null;
                            lastCalledBy: string | null;
                            linkIssuedAt: string | null;
                            missing: ("birthDate" | "gender" | "place" | "village")[];
                            name: string;
                            note: number | null;
                            number1: string;
                            number2: string | null;
                            pausedUntil?: string | null;
                            placeNames: {
                                district: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                division: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                union: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                                upazila: {
                                    bn: string;
                                    en: string | null;
                                } | null;
                            };
                            /** @enum {string} */
                            sharing: "unit" | "federation";
                            /** @enum {string} */
                            status: "pending" | "verified";
                            submissionTime: string;
                            time: string | null;
                            union: string | null;
                            union_id: string | null;
                            upazila: string | null;
                            upazila_id: string | null;
                            village: string;
                            wrongNumberAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    listVillages: {
        parameters: {
            query?: {
                /** @description Alphabetical order of the names in this language (bn: Bangla names, en: English names). Left out: upazilas by id, unions and villages the ones added last first. */
                lang?: "bn" | "en";
                villageLimit?: number;
                villagePageNumber?: number | null;
                villageSearchData?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pageCount: number;
                        totalCount: number;
                        villages: {
                            _id: string;
                            bn_name: string;
                            name: string;
                            union_id: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    addVillage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bn_name: string;
                    name: string;
                    union_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        insertedId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteVillage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deletedCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    renameVillage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description name, bn_name or both. */
        requestBody: {
            content: {
                "application/json": {
                    bn_name?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    listVillagesForForm: {
        parameters: {
            query?: {
                union_id?: number | null;
            };
            header?: {
                /** @description The ETag of an answer kept from before: 304 with no body while it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        villages: {
                            _id: string;
                            bn_name: string;
                            name: string;
                            union_id: string;
                        }[];
                    };
                };
            };
            /** @description Not modified: the ETag in If-None-Match is still current (no body). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
}
