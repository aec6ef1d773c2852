// Generated from src/a2a/wire.ts by scripts/validators.ts (`npm run generate`); do not edit by hand.
// ajv 8.20.0 standalone code, options {"allErrors":true,"strict":false}.
// @ts-nocheck
import type { ValidateFunction } from 'ajv';

export const validators = {
  "task": (() => {
const schema11 = {"type":"object","required":["id","contextId","status"],"properties":{"id":{"type":"string"},"contextId":{"type":"string"},"status":{"type":"object","required":["state"],"properties":{"state":{"anyOf":[{"const":"TASK_STATE_SUBMITTED","type":"string"},{"const":"TASK_STATE_WORKING","type":"string"},{"const":"TASK_STATE_COMPLETED","type":"string"},{"const":"TASK_STATE_FAILED","type":"string"},{"const":"TASK_STATE_CANCELED","type":"string"},{"const":"TASK_STATE_INPUT_REQUIRED","type":"string"},{"const":"TASK_STATE_REJECTED","type":"string"},{"const":"TASK_STATE_AUTH_REQUIRED","type":"string"}]},"message":{"type":"object","required":["messageId","role","parts"],"properties":{"messageId":{"type":"string"},"contextId":{"type":"string"},"taskId":{"type":"string"},"role":{"anyOf":[{"const":"ROLE_USER","type":"string"},{"const":"ROLE_AGENT","type":"string"}]},"parts":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"data":{},"raw":{"type":"string"},"url":{"type":"string"},"mediaType":{"type":"string"},"filename":{"type":"string"},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}}}}},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}},"extensions":{"type":"array","items":{"type":"string"}},"referenceTaskIds":{"type":"array","items":{"type":"string"}}}},"timestamp":{"type":"string"}}},"artifacts":{"type":"array","items":{"type":"object","required":["artifactId","parts"],"properties":{"artifactId":{"type":"string"},"name":{"type":"string"},"description":{"type":"string"},"parts":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"data":{},"raw":{"type":"string"},"url":{"type":"string"},"mediaType":{"type":"string"},"filename":{"type":"string"},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}}}}},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}},"extensions":{"type":"array","items":{"type":"string"}}}}},"history":{"type":"array","items":{"type":"object","required":["messageId","role","parts"],"properties":{"messageId":{"type":"string"},"contextId":{"type":"string"},"taskId":{"type":"string"},"role":{"anyOf":[{"const":"ROLE_USER","type":"string"},{"const":"ROLE_AGENT","type":"string"}]},"parts":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"data":{},"raw":{"type":"string"},"url":{"type":"string"},"mediaType":{"type":"string"},"filename":{"type":"string"},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}}}}},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}},"extensions":{"type":"array","items":{"type":"string"}},"referenceTaskIds":{"type":"array","items":{"type":"string"}}}}},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.contextId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contextId"},message:"must have required property '"+"contextId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.contextId !== undefined){
if(typeof data.contextId !== "string"){
const err4 = {instancePath:instancePath+"/contextId",schemaPath:"#/properties/contextId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.state === undefined){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.state !== undefined){
let data3 = data2.state;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("TASK_STATE_SUBMITTED" !== data3){
const err7 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "TASK_STATE_SUBMITTED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs11 = errors;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("TASK_STATE_WORKING" !== data3){
const err9 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "TASK_STATE_WORKING"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs13 = errors;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("TASK_STATE_COMPLETED" !== data3){
const err11 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "TASK_STATE_COMPLETED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs15 = errors;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("TASK_STATE_FAILED" !== data3){
const err13 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/3/const",keyword:"const",params:{allowedValue: "TASK_STATE_FAILED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs17 = errors;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("TASK_STATE_CANCELED" !== data3){
const err15 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/4/const",keyword:"const",params:{allowedValue: "TASK_STATE_CANCELED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs19 = errors;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("TASK_STATE_INPUT_REQUIRED" !== data3){
const err17 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/5/const",keyword:"const",params:{allowedValue: "TASK_STATE_INPUT_REQUIRED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs21 = errors;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("TASK_STATE_REJECTED" !== data3){
const err19 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/6/const",keyword:"const",params:{allowedValue: "TASK_STATE_REJECTED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs23 = errors;
if(typeof data3 !== "string"){
const err20 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("TASK_STATE_AUTH_REQUIRED" !== data3){
const err21 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/7/const",keyword:"const",params:{allowedValue: "TASK_STATE_AUTH_REQUIRED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
}
}
}
}
}
}
}
if(!valid2){
const err22 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data2.message !== undefined){
let data4 = data2.message;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.messageId === undefined){
const err23 = {instancePath:instancePath+"/status/message",schemaPath:"#/properties/status/properties/message/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data4.role === undefined){
const err24 = {instancePath:instancePath+"/status/message",schemaPath:"#/properties/status/properties/message/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data4.parts === undefined){
const err25 = {instancePath:instancePath+"/status/message",schemaPath:"#/properties/status/properties/message/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data4.messageId !== undefined){
if(typeof data4.messageId !== "string"){
const err26 = {instancePath:instancePath+"/status/message/messageId",schemaPath:"#/properties/status/properties/message/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data4.contextId !== undefined){
if(typeof data4.contextId !== "string"){
const err27 = {instancePath:instancePath+"/status/message/contextId",schemaPath:"#/properties/status/properties/message/properties/contextId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data4.taskId !== undefined){
if(typeof data4.taskId !== "string"){
const err28 = {instancePath:instancePath+"/status/message/taskId",schemaPath:"#/properties/status/properties/message/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.role !== undefined){
let data8 = data4.role;
const _errs34 = errors;
let valid4 = false;
const _errs35 = errors;
if(typeof data8 !== "string"){
const err29 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("ROLE_USER" !== data8){
const err30 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf/0/const",keyword:"const",params:{allowedValue: "ROLE_USER"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs37 = errors;
if(typeof data8 !== "string"){
const err31 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("ROLE_AGENT" !== data8){
const err32 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf/1/const",keyword:"const",params:{allowedValue: "ROLE_AGENT"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
const err33 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data4.parts !== undefined){
let data9 = data4.parts;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.text !== undefined){
if(typeof data10.text !== "string"){
const err34 = {instancePath:instancePath+"/status/message/parts/" + i0+"/text",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.raw !== undefined){
if(typeof data10.raw !== "string"){
const err35 = {instancePath:instancePath+"/status/message/parts/" + i0+"/raw",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/raw/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data10.url !== undefined){
if(typeof data10.url !== "string"){
const err36 = {instancePath:instancePath+"/status/message/parts/" + i0+"/url",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.mediaType !== undefined){
if(typeof data10.mediaType !== "string"){
const err37 = {instancePath:instancePath+"/status/message/parts/" + i0+"/mediaType",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data10.filename !== undefined){
if(typeof data10.filename !== "string"){
const err38 = {instancePath:instancePath+"/status/message/parts/" + i0+"/filename",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data10.metadata !== undefined){
let data16 = data10.metadata;
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err39 = {instancePath:instancePath+"/status/message/parts/" + i0+"/metadata",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/status/message/parts/" + i0,schemaPath:"#/properties/status/properties/message/properties/parts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/status/message/parts",schemaPath:"#/properties/status/properties/message/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data4.metadata !== undefined){
let data17 = data4.metadata;
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err42 = {instancePath:instancePath+"/status/message/metadata",schemaPath:"#/properties/status/properties/message/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data4.extensions !== undefined){
let data18 = data4.extensions;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
if(typeof data18[i1] !== "string"){
const err43 = {instancePath:instancePath+"/status/message/extensions/" + i1,schemaPath:"#/properties/status/properties/message/properties/extensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/status/message/extensions",schemaPath:"#/properties/status/properties/message/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data4.referenceTaskIds !== undefined){
let data20 = data4.referenceTaskIds;
if(Array.isArray(data20)){
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
if(typeof data20[i2] !== "string"){
const err45 = {instancePath:instancePath+"/status/message/referenceTaskIds/" + i2,schemaPath:"#/properties/status/properties/message/properties/referenceTaskIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/status/message/referenceTaskIds",schemaPath:"#/properties/status/properties/message/properties/referenceTaskIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/status/message",schemaPath:"#/properties/status/properties/message/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data2.timestamp !== undefined){
if(typeof data2.timestamp !== "string"){
const err48 = {instancePath:instancePath+"/status/timestamp",schemaPath:"#/properties/status/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.artifacts !== undefined){
let data23 = data.artifacts;
if(Array.isArray(data23)){
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
let data24 = data23[i3];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.artifactId === undefined){
const err50 = {instancePath:instancePath+"/artifacts/" + i3,schemaPath:"#/properties/artifacts/items/required",keyword:"required",params:{missingProperty: "artifactId"},message:"must have required property '"+"artifactId"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data24.parts === undefined){
const err51 = {instancePath:instancePath+"/artifacts/" + i3,schemaPath:"#/properties/artifacts/items/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data24.artifactId !== undefined){
if(typeof data24.artifactId !== "string"){
const err52 = {instancePath:instancePath+"/artifacts/" + i3+"/artifactId",schemaPath:"#/properties/artifacts/items/properties/artifactId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data24.name !== undefined){
if(typeof data24.name !== "string"){
const err53 = {instancePath:instancePath+"/artifacts/" + i3+"/name",schemaPath:"#/properties/artifacts/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data24.description !== undefined){
if(typeof data24.description !== "string"){
const err54 = {instancePath:instancePath+"/artifacts/" + i3+"/description",schemaPath:"#/properties/artifacts/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data24.parts !== undefined){
let data28 = data24.parts;
if(Array.isArray(data28)){
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
let data29 = data28[i4];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.text !== undefined){
if(typeof data29.text !== "string"){
const err55 = {instancePath:instancePath+"/artifacts/" + i3+"/parts/" + i4+"/text",schemaPath:"#/properties/artifacts/items/properties/parts/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data29.raw !== undefined){
if(typeof data29.raw !== "string"){
const err56 = {instancePath:instancePath+"/artifacts/" + i3+"/parts/" + i4+"/raw",schemaPath:"#/properties/artifacts/items/properties/parts/items/properties/raw/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data29.url !== undefined){
if(typeof data29.url !== "string"){
const err57 = {instancePath:instancePath+"/artifacts/" + i3+"/parts/" + i4+"/url",schemaPath:"#/properties/artifacts/items/properties/parts/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data29.mediaType !== undefined){
if(typeof data29.mediaType !== "string"){
const err58 = {instancePath:instancePath+"/artifacts/" + i3+"/parts/" + i4+"/mediaType",schemaPath:"#/properties/artifacts/items/properties/parts/items/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data29.filename !== undefined){
if(typeof data29.filename !== "string"){
const err59 = {instancePath:instancePath+"/artifacts/" + i3+"/parts/" + i4+"/filename",schemaPath:"#/properties/artifacts/items/properties/parts/items/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data29.metadata !== undefined){
let data35 = data29.metadata;
if(!(data35 && typeof data35 == "object" && !Array.isArray(data35))){
const err60 = {instancePath:instancePath+"/artifacts/" + i3+"/parts/" + i4+"/metadata",schemaPath:"#/properties/artifacts/items/properties/parts/items/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/artifacts/" + i3+"/parts/" + i4,schemaPath:"#/properties/artifacts/items/properties/parts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/artifacts/" + i3+"/parts",schemaPath:"#/properties/artifacts/items/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data24.metadata !== undefined){
let data36 = data24.metadata;
if(!(data36 && typeof data36 == "object" && !Array.isArray(data36))){
const err63 = {instancePath:instancePath+"/artifacts/" + i3+"/metadata",schemaPath:"#/properties/artifacts/items/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data24.extensions !== undefined){
let data37 = data24.extensions;
if(Array.isArray(data37)){
const len5 = data37.length;
for(let i5=0; i5<len5; i5++){
if(typeof data37[i5] !== "string"){
const err64 = {instancePath:instancePath+"/artifacts/" + i3+"/extensions/" + i5,schemaPath:"#/properties/artifacts/items/properties/extensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/artifacts/" + i3+"/extensions",schemaPath:"#/properties/artifacts/items/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/artifacts/" + i3,schemaPath:"#/properties/artifacts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.history !== undefined){
let data39 = data.history;
if(Array.isArray(data39)){
const len6 = data39.length;
for(let i6=0; i6<len6; i6++){
let data40 = data39[i6];
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.messageId === undefined){
const err68 = {instancePath:instancePath+"/history/" + i6,schemaPath:"#/properties/history/items/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data40.role === undefined){
const err69 = {instancePath:instancePath+"/history/" + i6,schemaPath:"#/properties/history/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data40.parts === undefined){
const err70 = {instancePath:instancePath+"/history/" + i6,schemaPath:"#/properties/history/items/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data40.messageId !== undefined){
if(typeof data40.messageId !== "string"){
const err71 = {instancePath:instancePath+"/history/" + i6+"/messageId",schemaPath:"#/properties/history/items/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data40.contextId !== undefined){
if(typeof data40.contextId !== "string"){
const err72 = {instancePath:instancePath+"/history/" + i6+"/contextId",schemaPath:"#/properties/history/items/properties/contextId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data40.taskId !== undefined){
if(typeof data40.taskId !== "string"){
const err73 = {instancePath:instancePath+"/history/" + i6+"/taskId",schemaPath:"#/properties/history/items/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data40.role !== undefined){
let data44 = data40.role;
const _errs110 = errors;
let valid23 = false;
const _errs111 = errors;
if(typeof data44 !== "string"){
const err74 = {instancePath:instancePath+"/history/" + i6+"/role",schemaPath:"#/properties/history/items/properties/role/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if("ROLE_USER" !== data44){
const err75 = {instancePath:instancePath+"/history/" + i6+"/role",schemaPath:"#/properties/history/items/properties/role/anyOf/0/const",keyword:"const",params:{allowedValue: "ROLE_USER"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid2 = _errs111 === errors;
valid23 = valid23 || _valid2;
if(!valid23){
const _errs113 = errors;
if(typeof data44 !== "string"){
const err76 = {instancePath:instancePath+"/history/" + i6+"/role",schemaPath:"#/properties/history/items/properties/role/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if("ROLE_AGENT" !== data44){
const err77 = {instancePath:instancePath+"/history/" + i6+"/role",schemaPath:"#/properties/history/items/properties/role/anyOf/1/const",keyword:"const",params:{allowedValue: "ROLE_AGENT"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid2 = _errs113 === errors;
valid23 = valid23 || _valid2;
}
if(!valid23){
const err78 = {instancePath:instancePath+"/history/" + i6+"/role",schemaPath:"#/properties/history/items/properties/role/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs110;
if(vErrors !== null){
if(_errs110){
vErrors.length = _errs110;
}
else {
vErrors = null;
}
}
}
}
if(data40.parts !== undefined){
let data45 = data40.parts;
if(Array.isArray(data45)){
const len7 = data45.length;
for(let i7=0; i7<len7; i7++){
let data46 = data45[i7];
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.text !== undefined){
if(typeof data46.text !== "string"){
const err79 = {instancePath:instancePath+"/history/" + i6+"/parts/" + i7+"/text",schemaPath:"#/properties/history/items/properties/parts/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data46.raw !== undefined){
if(typeof data46.raw !== "string"){
const err80 = {instancePath:instancePath+"/history/" + i6+"/parts/" + i7+"/raw",schemaPath:"#/properties/history/items/properties/parts/items/properties/raw/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data46.url !== undefined){
if(typeof data46.url !== "string"){
const err81 = {instancePath:instancePath+"/history/" + i6+"/parts/" + i7+"/url",schemaPath:"#/properties/history/items/properties/parts/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data46.mediaType !== undefined){
if(typeof data46.mediaType !== "string"){
const err82 = {instancePath:instancePath+"/history/" + i6+"/parts/" + i7+"/mediaType",schemaPath:"#/properties/history/items/properties/parts/items/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data46.filename !== undefined){
if(typeof data46.filename !== "string"){
const err83 = {instancePath:instancePath+"/history/" + i6+"/parts/" + i7+"/filename",schemaPath:"#/properties/history/items/properties/parts/items/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data46.metadata !== undefined){
let data52 = data46.metadata;
if(!(data52 && typeof data52 == "object" && !Array.isArray(data52))){
const err84 = {instancePath:instancePath+"/history/" + i6+"/parts/" + i7+"/metadata",schemaPath:"#/properties/history/items/properties/parts/items/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/history/" + i6+"/parts/" + i7,schemaPath:"#/properties/history/items/properties/parts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/history/" + i6+"/parts",schemaPath:"#/properties/history/items/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data40.metadata !== undefined){
let data53 = data40.metadata;
if(!(data53 && typeof data53 == "object" && !Array.isArray(data53))){
const err87 = {instancePath:instancePath+"/history/" + i6+"/metadata",schemaPath:"#/properties/history/items/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data40.extensions !== undefined){
let data54 = data40.extensions;
if(Array.isArray(data54)){
const len8 = data54.length;
for(let i8=0; i8<len8; i8++){
if(typeof data54[i8] !== "string"){
const err88 = {instancePath:instancePath+"/history/" + i6+"/extensions/" + i8,schemaPath:"#/properties/history/items/properties/extensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/history/" + i6+"/extensions",schemaPath:"#/properties/history/items/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data40.referenceTaskIds !== undefined){
let data56 = data40.referenceTaskIds;
if(Array.isArray(data56)){
const len9 = data56.length;
for(let i9=0; i9<len9; i9++){
if(typeof data56[i9] !== "string"){
const err90 = {instancePath:instancePath+"/history/" + i6+"/referenceTaskIds/" + i9,schemaPath:"#/properties/history/items/properties/referenceTaskIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/history/" + i6+"/referenceTaskIds",schemaPath:"#/properties/history/items/properties/referenceTaskIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/history/" + i6,schemaPath:"#/properties/history/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/history",schemaPath:"#/properties/history/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.metadata !== undefined){
let data58 = data.metadata;
if(!(data58 && typeof data58 == "object" && !Array.isArray(data58))){
const err94 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
return validate10;
})(),
  "message": (() => {
const schema11 = {"type":"object","required":["messageId","role","parts"],"properties":{"messageId":{"type":"string"},"contextId":{"type":"string"},"taskId":{"type":"string"},"role":{"anyOf":[{"const":"ROLE_USER","type":"string"},{"const":"ROLE_AGENT","type":"string"}]},"parts":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"data":{},"raw":{"type":"string"},"url":{"type":"string"},"mediaType":{"type":"string"},"filename":{"type":"string"},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}}}}},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}},"extensions":{"type":"array","items":{"type":"string"}},"referenceTaskIds":{"type":"array","items":{"type":"string"}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.messageId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.parts === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.messageId !== undefined){
if(typeof data.messageId !== "string"){
const err3 = {instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.contextId !== undefined){
if(typeof data.contextId !== "string"){
const err4 = {instancePath:instancePath+"/contextId",schemaPath:"#/properties/contextId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.taskId !== undefined){
if(typeof data.taskId !== "string"){
const err5 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.role !== undefined){
let data3 = data.role;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("ROLE_USER" !== data3){
const err7 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/anyOf/0/const",keyword:"const",params:{allowedValue: "ROLE_USER"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs11 = errors;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("ROLE_AGENT" !== data3){
const err9 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/anyOf/1/const",keyword:"const",params:{allowedValue: "ROLE_AGENT"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err10 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.parts !== undefined){
let data4 = data.parts;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.text !== undefined){
if(typeof data5.text !== "string"){
const err11 = {instancePath:instancePath+"/parts/" + i0+"/text",schemaPath:"#/properties/parts/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.raw !== undefined){
if(typeof data5.raw !== "string"){
const err12 = {instancePath:instancePath+"/parts/" + i0+"/raw",schemaPath:"#/properties/parts/items/properties/raw/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.url !== undefined){
if(typeof data5.url !== "string"){
const err13 = {instancePath:instancePath+"/parts/" + i0+"/url",schemaPath:"#/properties/parts/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.mediaType !== undefined){
if(typeof data5.mediaType !== "string"){
const err14 = {instancePath:instancePath+"/parts/" + i0+"/mediaType",schemaPath:"#/properties/parts/items/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.filename !== undefined){
if(typeof data5.filename !== "string"){
const err15 = {instancePath:instancePath+"/parts/" + i0+"/filename",schemaPath:"#/properties/parts/items/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.metadata !== undefined){
let data11 = data5.metadata;
if(!(data11 && typeof data11 == "object" && !Array.isArray(data11))){
const err16 = {instancePath:instancePath+"/parts/" + i0+"/metadata",schemaPath:"#/properties/parts/items/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/parts/" + i0,schemaPath:"#/properties/parts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/parts",schemaPath:"#/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.metadata !== undefined){
let data12 = data.metadata;
if(!(data12 && typeof data12 == "object" && !Array.isArray(data12))){
const err19 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.extensions !== undefined){
let data13 = data.extensions;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
if(typeof data13[i1] !== "string"){
const err20 = {instancePath:instancePath+"/extensions/" + i1,schemaPath:"#/properties/extensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/extensions",schemaPath:"#/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.referenceTaskIds !== undefined){
let data15 = data.referenceTaskIds;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
if(typeof data15[i2] !== "string"){
const err22 = {instancePath:instancePath+"/referenceTaskIds/" + i2,schemaPath:"#/properties/referenceTaskIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/referenceTaskIds",schemaPath:"#/properties/referenceTaskIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
return validate10;
})(),
  "statusUpdate": (() => {
const schema11 = {"type":"object","required":["taskId","contextId","status"],"properties":{"taskId":{"type":"string"},"contextId":{"type":"string"},"status":{"type":"object","required":["state"],"properties":{"state":{"anyOf":[{"const":"TASK_STATE_SUBMITTED","type":"string"},{"const":"TASK_STATE_WORKING","type":"string"},{"const":"TASK_STATE_COMPLETED","type":"string"},{"const":"TASK_STATE_FAILED","type":"string"},{"const":"TASK_STATE_CANCELED","type":"string"},{"const":"TASK_STATE_INPUT_REQUIRED","type":"string"},{"const":"TASK_STATE_REJECTED","type":"string"},{"const":"TASK_STATE_AUTH_REQUIRED","type":"string"}]},"message":{"type":"object","required":["messageId","role","parts"],"properties":{"messageId":{"type":"string"},"contextId":{"type":"string"},"taskId":{"type":"string"},"role":{"anyOf":[{"const":"ROLE_USER","type":"string"},{"const":"ROLE_AGENT","type":"string"}]},"parts":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"data":{},"raw":{"type":"string"},"url":{"type":"string"},"mediaType":{"type":"string"},"filename":{"type":"string"},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}}}}},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}},"extensions":{"type":"array","items":{"type":"string"}},"referenceTaskIds":{"type":"array","items":{"type":"string"}}}},"timestamp":{"type":"string"}}},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.taskId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taskId"},message:"must have required property '"+"taskId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.contextId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contextId"},message:"must have required property '"+"contextId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.taskId !== undefined){
if(typeof data.taskId !== "string"){
const err3 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.contextId !== undefined){
if(typeof data.contextId !== "string"){
const err4 = {instancePath:instancePath+"/contextId",schemaPath:"#/properties/contextId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.state === undefined){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.state !== undefined){
let data3 = data2.state;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("TASK_STATE_SUBMITTED" !== data3){
const err7 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "TASK_STATE_SUBMITTED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs11 = errors;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("TASK_STATE_WORKING" !== data3){
const err9 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "TASK_STATE_WORKING"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs13 = errors;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("TASK_STATE_COMPLETED" !== data3){
const err11 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "TASK_STATE_COMPLETED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs15 = errors;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("TASK_STATE_FAILED" !== data3){
const err13 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/3/const",keyword:"const",params:{allowedValue: "TASK_STATE_FAILED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs17 = errors;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("TASK_STATE_CANCELED" !== data3){
const err15 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/4/const",keyword:"const",params:{allowedValue: "TASK_STATE_CANCELED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs19 = errors;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if("TASK_STATE_INPUT_REQUIRED" !== data3){
const err17 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/5/const",keyword:"const",params:{allowedValue: "TASK_STATE_INPUT_REQUIRED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs21 = errors;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if("TASK_STATE_REJECTED" !== data3){
const err19 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/6/const",keyword:"const",params:{allowedValue: "TASK_STATE_REJECTED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs23 = errors;
if(typeof data3 !== "string"){
const err20 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if("TASK_STATE_AUTH_REQUIRED" !== data3){
const err21 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf/7/const",keyword:"const",params:{allowedValue: "TASK_STATE_AUTH_REQUIRED"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
}
}
}
}
}
}
}
if(!valid2){
const err22 = {instancePath:instancePath+"/status/state",schemaPath:"#/properties/status/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data2.message !== undefined){
let data4 = data2.message;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.messageId === undefined){
const err23 = {instancePath:instancePath+"/status/message",schemaPath:"#/properties/status/properties/message/required",keyword:"required",params:{missingProperty: "messageId"},message:"must have required property '"+"messageId"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data4.role === undefined){
const err24 = {instancePath:instancePath+"/status/message",schemaPath:"#/properties/status/properties/message/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data4.parts === undefined){
const err25 = {instancePath:instancePath+"/status/message",schemaPath:"#/properties/status/properties/message/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data4.messageId !== undefined){
if(typeof data4.messageId !== "string"){
const err26 = {instancePath:instancePath+"/status/message/messageId",schemaPath:"#/properties/status/properties/message/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data4.contextId !== undefined){
if(typeof data4.contextId !== "string"){
const err27 = {instancePath:instancePath+"/status/message/contextId",schemaPath:"#/properties/status/properties/message/properties/contextId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data4.taskId !== undefined){
if(typeof data4.taskId !== "string"){
const err28 = {instancePath:instancePath+"/status/message/taskId",schemaPath:"#/properties/status/properties/message/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.role !== undefined){
let data8 = data4.role;
const _errs34 = errors;
let valid4 = false;
const _errs35 = errors;
if(typeof data8 !== "string"){
const err29 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("ROLE_USER" !== data8){
const err30 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf/0/const",keyword:"const",params:{allowedValue: "ROLE_USER"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs37 = errors;
if(typeof data8 !== "string"){
const err31 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("ROLE_AGENT" !== data8){
const err32 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf/1/const",keyword:"const",params:{allowedValue: "ROLE_AGENT"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
const err33 = {instancePath:instancePath+"/status/message/role",schemaPath:"#/properties/status/properties/message/properties/role/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data4.parts !== undefined){
let data9 = data4.parts;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.text !== undefined){
if(typeof data10.text !== "string"){
const err34 = {instancePath:instancePath+"/status/message/parts/" + i0+"/text",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.raw !== undefined){
if(typeof data10.raw !== "string"){
const err35 = {instancePath:instancePath+"/status/message/parts/" + i0+"/raw",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/raw/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data10.url !== undefined){
if(typeof data10.url !== "string"){
const err36 = {instancePath:instancePath+"/status/message/parts/" + i0+"/url",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.mediaType !== undefined){
if(typeof data10.mediaType !== "string"){
const err37 = {instancePath:instancePath+"/status/message/parts/" + i0+"/mediaType",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data10.filename !== undefined){
if(typeof data10.filename !== "string"){
const err38 = {instancePath:instancePath+"/status/message/parts/" + i0+"/filename",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data10.metadata !== undefined){
let data16 = data10.metadata;
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err39 = {instancePath:instancePath+"/status/message/parts/" + i0+"/metadata",schemaPath:"#/properties/status/properties/message/properties/parts/items/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/status/message/parts/" + i0,schemaPath:"#/properties/status/properties/message/properties/parts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/status/message/parts",schemaPath:"#/properties/status/properties/message/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data4.metadata !== undefined){
let data17 = data4.metadata;
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err42 = {instancePath:instancePath+"/status/message/metadata",schemaPath:"#/properties/status/properties/message/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data4.extensions !== undefined){
let data18 = data4.extensions;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
if(typeof data18[i1] !== "string"){
const err43 = {instancePath:instancePath+"/status/message/extensions/" + i1,schemaPath:"#/properties/status/properties/message/properties/extensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/status/message/extensions",schemaPath:"#/properties/status/properties/message/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data4.referenceTaskIds !== undefined){
let data20 = data4.referenceTaskIds;
if(Array.isArray(data20)){
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
if(typeof data20[i2] !== "string"){
const err45 = {instancePath:instancePath+"/status/message/referenceTaskIds/" + i2,schemaPath:"#/properties/status/properties/message/properties/referenceTaskIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/status/message/referenceTaskIds",schemaPath:"#/properties/status/properties/message/properties/referenceTaskIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/status/message",schemaPath:"#/properties/status/properties/message/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data2.timestamp !== undefined){
if(typeof data2.timestamp !== "string"){
const err48 = {instancePath:instancePath+"/status/timestamp",schemaPath:"#/properties/status/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.metadata !== undefined){
let data23 = data.metadata;
if(!(data23 && typeof data23 == "object" && !Array.isArray(data23))){
const err50 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
return validate10;
})(),
  "artifactUpdate": (() => {
const schema11 = {"type":"object","required":["taskId","contextId","artifact"],"properties":{"taskId":{"type":"string"},"contextId":{"type":"string"},"artifact":{"type":"object","required":["artifactId","parts"],"properties":{"artifactId":{"type":"string"},"name":{"type":"string"},"description":{"type":"string"},"parts":{"type":"array","items":{"type":"object","properties":{"text":{"type":"string"},"data":{},"raw":{"type":"string"},"url":{"type":"string"},"mediaType":{"type":"string"},"filename":{"type":"string"},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}}}}},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}},"extensions":{"type":"array","items":{"type":"string"}}}},"append":{"type":"boolean"},"lastChunk":{"type":"boolean"},"metadata":{"type":"object","patternProperties":{"^(.*)$":{}}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.taskId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "taskId"},message:"must have required property '"+"taskId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.contextId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contextId"},message:"must have required property '"+"contextId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.artifact === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "artifact"},message:"must have required property '"+"artifact"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.taskId !== undefined){
if(typeof data.taskId !== "string"){
const err3 = {instancePath:instancePath+"/taskId",schemaPath:"#/properties/taskId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.contextId !== undefined){
if(typeof data.contextId !== "string"){
const err4 = {instancePath:instancePath+"/contextId",schemaPath:"#/properties/contextId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.artifact !== undefined){
let data2 = data.artifact;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.artifactId === undefined){
const err5 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "artifactId"},message:"must have required property '"+"artifactId"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.parts === undefined){
const err6 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: "parts"},message:"must have required property '"+"parts"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.artifactId !== undefined){
if(typeof data2.artifactId !== "string"){
const err7 = {instancePath:instancePath+"/artifact/artifactId",schemaPath:"#/properties/artifact/properties/artifactId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err8 = {instancePath:instancePath+"/artifact/name",schemaPath:"#/properties/artifact/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.description !== undefined){
if(typeof data2.description !== "string"){
const err9 = {instancePath:instancePath+"/artifact/description",schemaPath:"#/properties/artifact/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.parts !== undefined){
let data6 = data2.parts;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.text !== undefined){
if(typeof data7.text !== "string"){
const err10 = {instancePath:instancePath+"/artifact/parts/" + i0+"/text",schemaPath:"#/properties/artifact/properties/parts/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data7.raw !== undefined){
if(typeof data7.raw !== "string"){
const err11 = {instancePath:instancePath+"/artifact/parts/" + i0+"/raw",schemaPath:"#/properties/artifact/properties/parts/items/properties/raw/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data7.url !== undefined){
if(typeof data7.url !== "string"){
const err12 = {instancePath:instancePath+"/artifact/parts/" + i0+"/url",schemaPath:"#/properties/artifact/properties/parts/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.mediaType !== undefined){
if(typeof data7.mediaType !== "string"){
const err13 = {instancePath:instancePath+"/artifact/parts/" + i0+"/mediaType",schemaPath:"#/properties/artifact/properties/parts/items/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.filename !== undefined){
if(typeof data7.filename !== "string"){
const err14 = {instancePath:instancePath+"/artifact/parts/" + i0+"/filename",schemaPath:"#/properties/artifact/properties/parts/items/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.metadata !== undefined){
let data13 = data7.metadata;
if(!(data13 && typeof data13 == "object" && !Array.isArray(data13))){
const err15 = {instancePath:instancePath+"/artifact/parts/" + i0+"/metadata",schemaPath:"#/properties/artifact/properties/parts/items/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/artifact/parts/" + i0,schemaPath:"#/properties/artifact/properties/parts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/artifact/parts",schemaPath:"#/properties/artifact/properties/parts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.metadata !== undefined){
let data14 = data2.metadata;
if(!(data14 && typeof data14 == "object" && !Array.isArray(data14))){
const err18 = {instancePath:instancePath+"/artifact/metadata",schemaPath:"#/properties/artifact/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.extensions !== undefined){
let data15 = data2.extensions;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
if(typeof data15[i1] !== "string"){
const err19 = {instancePath:instancePath+"/artifact/extensions/" + i1,schemaPath:"#/properties/artifact/properties/extensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/artifact/extensions",schemaPath:"#/properties/artifact/properties/extensions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.append !== undefined){
if(typeof data.append !== "boolean"){
const err22 = {instancePath:instancePath+"/append",schemaPath:"#/properties/append/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.lastChunk !== undefined){
if(typeof data.lastChunk !== "boolean"){
const err23 = {instancePath:instancePath+"/lastChunk",schemaPath:"#/properties/lastChunk/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.metadata !== undefined){
let data19 = data.metadata;
if(!(data19 && typeof data19 == "object" && !Array.isArray(data19))){
const err24 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
return validate10;
})(),
} as unknown as { readonly "task": ValidateFunction; readonly "message": ValidateFunction; readonly "statusUpdate": ValidateFunction; readonly "artifactUpdate": ValidateFunction };
