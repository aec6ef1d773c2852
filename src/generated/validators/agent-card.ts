// Generated from src/a2a/wire.ts by scripts/validators.ts (`npm run generate`); do not edit by hand.
// ajv 8.20.0 standalone code, options {"allErrors":true,"strict":false}.
// @ts-nocheck
import type { ValidateFunction } from 'ajv';

const schema11 = {"type":"object","required":["name","description","version","supportedInterfaces","capabilities","defaultInputModes","defaultOutputModes","skills"],"properties":{"name":{"type":"string"},"description":{"type":"string"},"version":{"type":"string"},"supportedInterfaces":{"type":"array","items":{"type":"object","required":["url","protocolBinding","protocolVersion"],"properties":{"url":{"type":"string"},"protocolBinding":{"type":"string"},"protocolVersion":{"type":"string"},"tenant":{"type":"string"}}}},"capabilities":{"type":"object","properties":{"streaming":{"type":"boolean"},"pushNotifications":{"type":"boolean"},"extendedAgentCard":{"type":"boolean"}}},"defaultInputModes":{"type":"array","items":{"type":"string"}},"defaultOutputModes":{"type":"array","items":{"type":"string"}},"skills":{"type":"array","items":{"type":"object","required":["id","name","description","tags"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"description":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}}}}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.description === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.version === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.supportedInterfaces === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportedInterfaces"},message:"must have required property '"+"supportedInterfaces"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.capabilities === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "capabilities"},message:"must have required property '"+"capabilities"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.defaultInputModes === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaultInputModes"},message:"must have required property '"+"defaultInputModes"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.defaultOutputModes === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defaultOutputModes"},message:"must have required property '"+"defaultOutputModes"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.skills === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skills"},message:"must have required property '"+"skills"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.version !== undefined){
if(typeof data.version !== "string"){
const err10 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.supportedInterfaces !== undefined){
let data3 = data.supportedInterfaces;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.url === undefined){
const err11 = {instancePath:instancePath+"/supportedInterfaces/" + i0,schemaPath:"#/properties/supportedInterfaces/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.protocolBinding === undefined){
const err12 = {instancePath:instancePath+"/supportedInterfaces/" + i0,schemaPath:"#/properties/supportedInterfaces/items/required",keyword:"required",params:{missingProperty: "protocolBinding"},message:"must have required property '"+"protocolBinding"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.protocolVersion === undefined){
const err13 = {instancePath:instancePath+"/supportedInterfaces/" + i0,schemaPath:"#/properties/supportedInterfaces/items/required",keyword:"required",params:{missingProperty: "protocolVersion"},message:"must have required property '"+"protocolVersion"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.url !== undefined){
if(typeof data4.url !== "string"){
const err14 = {instancePath:instancePath+"/supportedInterfaces/" + i0+"/url",schemaPath:"#/properties/supportedInterfaces/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.protocolBinding !== undefined){
if(typeof data4.protocolBinding !== "string"){
const err15 = {instancePath:instancePath+"/supportedInterfaces/" + i0+"/protocolBinding",schemaPath:"#/properties/supportedInterfaces/items/properties/protocolBinding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.protocolVersion !== undefined){
if(typeof data4.protocolVersion !== "string"){
const err16 = {instancePath:instancePath+"/supportedInterfaces/" + i0+"/protocolVersion",schemaPath:"#/properties/supportedInterfaces/items/properties/protocolVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.tenant !== undefined){
if(typeof data4.tenant !== "string"){
const err17 = {instancePath:instancePath+"/supportedInterfaces/" + i0+"/tenant",schemaPath:"#/properties/supportedInterfaces/items/properties/tenant/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/supportedInterfaces/" + i0,schemaPath:"#/properties/supportedInterfaces/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/supportedInterfaces",schemaPath:"#/properties/supportedInterfaces/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.capabilities !== undefined){
let data9 = data.capabilities;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.streaming !== undefined){
if(typeof data9.streaming !== "boolean"){
const err20 = {instancePath:instancePath+"/capabilities/streaming",schemaPath:"#/properties/capabilities/properties/streaming/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9.pushNotifications !== undefined){
if(typeof data9.pushNotifications !== "boolean"){
const err21 = {instancePath:instancePath+"/capabilities/pushNotifications",schemaPath:"#/properties/capabilities/properties/pushNotifications/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.extendedAgentCard !== undefined){
if(typeof data9.extendedAgentCard !== "boolean"){
const err22 = {instancePath:instancePath+"/capabilities/extendedAgentCard",schemaPath:"#/properties/capabilities/properties/extendedAgentCard/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err23 = {instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.defaultInputModes !== undefined){
let data13 = data.defaultInputModes;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
if(typeof data13[i1] !== "string"){
const err24 = {instancePath:instancePath+"/defaultInputModes/" + i1,schemaPath:"#/properties/defaultInputModes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/defaultInputModes",schemaPath:"#/properties/defaultInputModes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.defaultOutputModes !== undefined){
let data15 = data.defaultOutputModes;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
if(typeof data15[i2] !== "string"){
const err26 = {instancePath:instancePath+"/defaultOutputModes/" + i2,schemaPath:"#/properties/defaultOutputModes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/defaultOutputModes",schemaPath:"#/properties/defaultOutputModes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.skills !== undefined){
let data17 = data.skills;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
let data18 = data17[i3];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.id === undefined){
const err28 = {instancePath:instancePath+"/skills/" + i3,schemaPath:"#/properties/skills/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data18.name === undefined){
const err29 = {instancePath:instancePath+"/skills/" + i3,schemaPath:"#/properties/skills/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data18.description === undefined){
const err30 = {instancePath:instancePath+"/skills/" + i3,schemaPath:"#/properties/skills/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data18.tags === undefined){
const err31 = {instancePath:instancePath+"/skills/" + i3,schemaPath:"#/properties/skills/items/required",keyword:"required",params:{missingProperty: "tags"},message:"must have required property '"+"tags"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data18.id !== undefined){
if(typeof data18.id !== "string"){
const err32 = {instancePath:instancePath+"/skills/" + i3+"/id",schemaPath:"#/properties/skills/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data18.name !== undefined){
if(typeof data18.name !== "string"){
const err33 = {instancePath:instancePath+"/skills/" + i3+"/name",schemaPath:"#/properties/skills/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data18.description !== undefined){
if(typeof data18.description !== "string"){
const err34 = {instancePath:instancePath+"/skills/" + i3+"/description",schemaPath:"#/properties/skills/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data18.tags !== undefined){
let data22 = data18.tags;
if(Array.isArray(data22)){
const len4 = data22.length;
for(let i4=0; i4<len4; i4++){
if(typeof data22[i4] !== "string"){
const err35 = {instancePath:instancePath+"/skills/" + i3+"/tags/" + i4,schemaPath:"#/properties/skills/items/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/skills/" + i3+"/tags",schemaPath:"#/properties/skills/items/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/skills/" + i3,schemaPath:"#/properties/skills/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export const validate = validate10 as unknown as ValidateFunction;
