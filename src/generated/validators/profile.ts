// Generated from src/profile/schema.ts by scripts/validators.ts (`npm run generate`); do not edit by hand.
// ajv 8.20.0 standalone code, options {"allErrors":true,"strict":false,"useDefaults":false}.
// @ts-nocheck
import type { ValidateFunction } from 'ajv';

const ucs2length = function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
};
const schema11 = {"additionalProperties":false,"type":"object","required":["agents"],"properties":{"$schema":{"type":"string"},"name":{"type":"string"},"agents":{"minItems":1,"type":"array","items":{"additionalProperties":false,"type":"object","required":["name","url"],"properties":{"name":{"minLength":1,"type":"string"},"url":{"minLength":1,"type":"string"},"max_steps":{"minimum":1,"type":"integer"},"deadline_seconds":{"exclusiveMinimum":0,"type":"number"},"send_reasoning":{"type":"boolean"},"accepts_images":{"type":"boolean"},"tools":{"additionalProperties":false,"type":"object","properties":{"fast":{"additionalProperties":false,"type":"object","required":["name","arguments"],"properties":{"name":{"minLength":1,"description":"The tool name the model calls","type":"string"},"arguments":{"description":"The arguments the model sends","type":"object","patternProperties":{"^(.*)$":{}}}}},"failing":{"additionalProperties":false,"type":"object","required":["name","arguments"],"properties":{"name":{"minLength":1,"description":"The tool name the model calls","type":"string"},"arguments":{"description":"The arguments the model sends","type":"object","patternProperties":{"^(.*)$":{}}}}},"slow":{"additionalProperties":false,"type":"object","required":["name","arguments"],"properties":{"name":{"minLength":1,"description":"The tool name the model calls","type":"string"},"arguments":{"description":"The arguments the model sends","type":"object","patternProperties":{"^(.*)$":{}}},"runs_ms":{"minimum":1,"description":"How long the call runs, in ms","type":"integer"}}},"file":{"additionalProperties":false,"description":"A tool whose call returns a file, sent as a file artifact","type":"object","required":["name","arguments","media_type"],"properties":{"name":{"minLength":1,"description":"The tool name the model calls","type":"string"},"arguments":{"description":"The arguments the model sends","type":"object","patternProperties":{"^(.*)$":{}}},"media_type":{"minLength":3,"description":"The media type of the file the call returns","type":"string"}}},"big":{"additionalProperties":false,"description":"A tool whose output is longer than the 4,000 characters tool.finished shows","type":"object","required":["name","arguments","output_chars"],"properties":{"name":{"minLength":1,"description":"The tool name the model calls","type":"string"},"arguments":{"description":"The arguments the model sends","type":"object","patternProperties":{"^(.*)$":{}}},"output_chars":{"minimum":4001,"description":"How many characters the call returns (more than 4,000)","type":"integer"}}}}}}}},"auth":{"additionalProperties":false,"type":"object","required":["header","value"],"properties":{"header":{"minLength":1,"type":"string"},"value":{"type":"string"}}},"model_api_key":{"description":"The API key the operator configured the vessel to send its model: no answer may show it (security.no-leaks; the kit also reads the key the mock model receives)","type":"string"},"input":{"default":"parts","anyOf":[{"const":"parts","type":"string"},{"const":"transcript-tail","type":"string"}]},"max_body_bytes":{"minimum":1,"default":268435456,"description":"The largest request body the vessel reads (D17); the robustness suite sends 1 MiB more and expects it refused before it is sent whole. Default 256 MiB","type":"integer"}}};
const func2 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agents"},message:"must have required property '"+"agents"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "$schema") || (key0 === "name")) || (key0 === "agents")) || (key0 === "auth")) || (key0 === "model_api_key")) || (key0 === "input")) || (key0 === "max_body_bytes"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.agents !== undefined){
let data2 = data.agents;
if(Array.isArray(data2)){
if(data2.length < 1){
const err4 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name === undefined){
const err5 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.url === undefined){
const err6 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data3){
if(!(((((((key1 === "name") || (key1 === "url")) || (key1 === "max_steps")) || (key1 === "deadline_seconds")) || (key1 === "send_reasoning")) || (key1 === "accepts_images")) || (key1 === "tools"))){
const err7 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.name !== undefined){
let data4 = data3.name;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err8 = {instancePath:instancePath+"/agents/" + i0+"/name",schemaPath:"#/properties/agents/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/agents/" + i0+"/name",schemaPath:"#/properties/agents/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.url !== undefined){
let data5 = data3.url;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err10 = {instancePath:instancePath+"/agents/" + i0+"/url",schemaPath:"#/properties/agents/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/agents/" + i0+"/url",schemaPath:"#/properties/agents/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.max_steps !== undefined){
let data6 = data3.max_steps;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err12 = {instancePath:instancePath+"/agents/" + i0+"/max_steps",schemaPath:"#/properties/agents/items/properties/max_steps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 < 1 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/agents/" + i0+"/max_steps",schemaPath:"#/properties/agents/items/properties/max_steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data3.deadline_seconds !== undefined){
let data7 = data3.deadline_seconds;
if(typeof data7 == "number"){
if(data7 <= 0 || isNaN(data7)){
const err14 = {instancePath:instancePath+"/agents/" + i0+"/deadline_seconds",schemaPath:"#/properties/agents/items/properties/deadline_seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/agents/" + i0+"/deadline_seconds",schemaPath:"#/properties/agents/items/properties/deadline_seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.send_reasoning !== undefined){
if(typeof data3.send_reasoning !== "boolean"){
const err16 = {instancePath:instancePath+"/agents/" + i0+"/send_reasoning",schemaPath:"#/properties/agents/items/properties/send_reasoning/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.accepts_images !== undefined){
if(typeof data3.accepts_images !== "boolean"){
const err17 = {instancePath:instancePath+"/agents/" + i0+"/accepts_images",schemaPath:"#/properties/agents/items/properties/accepts_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.tools !== undefined){
let data10 = data3.tools;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key2 in data10){
if(!(((((key2 === "fast") || (key2 === "failing")) || (key2 === "slow")) || (key2 === "file")) || (key2 === "big"))){
const err18 = {instancePath:instancePath+"/agents/" + i0+"/tools",schemaPath:"#/properties/agents/items/properties/tools/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data10.fast !== undefined){
let data11 = data10.fast;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.name === undefined){
const err19 = {instancePath:instancePath+"/agents/" + i0+"/tools/fast",schemaPath:"#/properties/agents/items/properties/tools/properties/fast/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data11.arguments === undefined){
const err20 = {instancePath:instancePath+"/agents/" + i0+"/tools/fast",schemaPath:"#/properties/agents/items/properties/tools/properties/fast/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key3 in data11){
if(!((key3 === "name") || (key3 === "arguments"))){
const err21 = {instancePath:instancePath+"/agents/" + i0+"/tools/fast",schemaPath:"#/properties/agents/items/properties/tools/properties/fast/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data11.name !== undefined){
let data12 = data11.name;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err22 = {instancePath:instancePath+"/agents/" + i0+"/tools/fast/name",schemaPath:"#/properties/agents/items/properties/tools/properties/fast/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/agents/" + i0+"/tools/fast/name",schemaPath:"#/properties/agents/items/properties/tools/properties/fast/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data11.arguments !== undefined){
let data13 = data11.arguments;
if(!(data13 && typeof data13 == "object" && !Array.isArray(data13))){
const err24 = {instancePath:instancePath+"/agents/" + i0+"/tools/fast/arguments",schemaPath:"#/properties/agents/items/properties/tools/properties/fast/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/agents/" + i0+"/tools/fast",schemaPath:"#/properties/agents/items/properties/tools/properties/fast/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data10.failing !== undefined){
let data14 = data10.failing;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.name === undefined){
const err26 = {instancePath:instancePath+"/agents/" + i0+"/tools/failing",schemaPath:"#/properties/agents/items/properties/tools/properties/failing/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data14.arguments === undefined){
const err27 = {instancePath:instancePath+"/agents/" + i0+"/tools/failing",schemaPath:"#/properties/agents/items/properties/tools/properties/failing/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key4 in data14){
if(!((key4 === "name") || (key4 === "arguments"))){
const err28 = {instancePath:instancePath+"/agents/" + i0+"/tools/failing",schemaPath:"#/properties/agents/items/properties/tools/properties/failing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data14.name !== undefined){
let data15 = data14.name;
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err29 = {instancePath:instancePath+"/agents/" + i0+"/tools/failing/name",schemaPath:"#/properties/agents/items/properties/tools/properties/failing/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/agents/" + i0+"/tools/failing/name",schemaPath:"#/properties/agents/items/properties/tools/properties/failing/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data14.arguments !== undefined){
let data16 = data14.arguments;
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err31 = {instancePath:instancePath+"/agents/" + i0+"/tools/failing/arguments",schemaPath:"#/properties/agents/items/properties/tools/properties/failing/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/agents/" + i0+"/tools/failing",schemaPath:"#/properties/agents/items/properties/tools/properties/failing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.slow !== undefined){
let data17 = data10.slow;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.name === undefined){
const err33 = {instancePath:instancePath+"/agents/" + i0+"/tools/slow",schemaPath:"#/properties/agents/items/properties/tools/properties/slow/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data17.arguments === undefined){
const err34 = {instancePath:instancePath+"/agents/" + i0+"/tools/slow",schemaPath:"#/properties/agents/items/properties/tools/properties/slow/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key5 in data17){
if(!(((key5 === "name") || (key5 === "arguments")) || (key5 === "runs_ms"))){
const err35 = {instancePath:instancePath+"/agents/" + i0+"/tools/slow",schemaPath:"#/properties/agents/items/properties/tools/properties/slow/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data17.name !== undefined){
let data18 = data17.name;
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err36 = {instancePath:instancePath+"/agents/" + i0+"/tools/slow/name",schemaPath:"#/properties/agents/items/properties/tools/properties/slow/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/agents/" + i0+"/tools/slow/name",schemaPath:"#/properties/agents/items/properties/tools/properties/slow/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data17.arguments !== undefined){
let data19 = data17.arguments;
if(!(data19 && typeof data19 == "object" && !Array.isArray(data19))){
const err38 = {instancePath:instancePath+"/agents/" + i0+"/tools/slow/arguments",schemaPath:"#/properties/agents/items/properties/tools/properties/slow/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data17.runs_ms !== undefined){
let data20 = data17.runs_ms;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err39 = {instancePath:instancePath+"/agents/" + i0+"/tools/slow/runs_ms",schemaPath:"#/properties/agents/items/properties/tools/properties/slow/properties/runs_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 1 || isNaN(data20)){
const err40 = {instancePath:instancePath+"/agents/" + i0+"/tools/slow/runs_ms",schemaPath:"#/properties/agents/items/properties/tools/properties/slow/properties/runs_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err41 = {instancePath:instancePath+"/agents/" + i0+"/tools/slow",schemaPath:"#/properties/agents/items/properties/tools/properties/slow/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data10.file !== undefined){
let data21 = data10.file;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.name === undefined){
const err42 = {instancePath:instancePath+"/agents/" + i0+"/tools/file",schemaPath:"#/properties/agents/items/properties/tools/properties/file/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data21.arguments === undefined){
const err43 = {instancePath:instancePath+"/agents/" + i0+"/tools/file",schemaPath:"#/properties/agents/items/properties/tools/properties/file/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data21.media_type === undefined){
const err44 = {instancePath:instancePath+"/agents/" + i0+"/tools/file",schemaPath:"#/properties/agents/items/properties/tools/properties/file/required",keyword:"required",params:{missingProperty: "media_type"},message:"must have required property '"+"media_type"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key6 in data21){
if(!(((key6 === "name") || (key6 === "arguments")) || (key6 === "media_type"))){
const err45 = {instancePath:instancePath+"/agents/" + i0+"/tools/file",schemaPath:"#/properties/agents/items/properties/tools/properties/file/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data21.name !== undefined){
let data22 = data21.name;
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err46 = {instancePath:instancePath+"/agents/" + i0+"/tools/file/name",schemaPath:"#/properties/agents/items/properties/tools/properties/file/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/agents/" + i0+"/tools/file/name",schemaPath:"#/properties/agents/items/properties/tools/properties/file/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data21.arguments !== undefined){
let data23 = data21.arguments;
if(!(data23 && typeof data23 == "object" && !Array.isArray(data23))){
const err48 = {instancePath:instancePath+"/agents/" + i0+"/tools/file/arguments",schemaPath:"#/properties/agents/items/properties/tools/properties/file/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data21.media_type !== undefined){
let data24 = data21.media_type;
if(typeof data24 === "string"){
if(func2(data24) < 3){
const err49 = {instancePath:instancePath+"/agents/" + i0+"/tools/file/media_type",schemaPath:"#/properties/agents/items/properties/tools/properties/file/properties/media_type/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/agents/" + i0+"/tools/file/media_type",schemaPath:"#/properties/agents/items/properties/tools/properties/file/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err51 = {instancePath:instancePath+"/agents/" + i0+"/tools/file",schemaPath:"#/properties/agents/items/properties/tools/properties/file/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data10.big !== undefined){
let data25 = data10.big;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.name === undefined){
const err52 = {instancePath:instancePath+"/agents/" + i0+"/tools/big",schemaPath:"#/properties/agents/items/properties/tools/properties/big/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data25.arguments === undefined){
const err53 = {instancePath:instancePath+"/agents/" + i0+"/tools/big",schemaPath:"#/properties/agents/items/properties/tools/properties/big/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data25.output_chars === undefined){
const err54 = {instancePath:instancePath+"/agents/" + i0+"/tools/big",schemaPath:"#/properties/agents/items/properties/tools/properties/big/required",keyword:"required",params:{missingProperty: "output_chars"},message:"must have required property '"+"output_chars"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key7 in data25){
if(!(((key7 === "name") || (key7 === "arguments")) || (key7 === "output_chars"))){
const err55 = {instancePath:instancePath+"/agents/" + i0+"/tools/big",schemaPath:"#/properties/agents/items/properties/tools/properties/big/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data25.name !== undefined){
let data26 = data25.name;
if(typeof data26 === "string"){
if(func2(data26) < 1){
const err56 = {instancePath:instancePath+"/agents/" + i0+"/tools/big/name",schemaPath:"#/properties/agents/items/properties/tools/properties/big/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/agents/" + i0+"/tools/big/name",schemaPath:"#/properties/agents/items/properties/tools/properties/big/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data25.arguments !== undefined){
let data27 = data25.arguments;
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
const err58 = {instancePath:instancePath+"/agents/" + i0+"/tools/big/arguments",schemaPath:"#/properties/agents/items/properties/tools/properties/big/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data25.output_chars !== undefined){
let data28 = data25.output_chars;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
const err59 = {instancePath:instancePath+"/agents/" + i0+"/tools/big/output_chars",schemaPath:"#/properties/agents/items/properties/tools/properties/big/properties/output_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(typeof data28 == "number"){
if(data28 < 4001 || isNaN(data28)){
const err60 = {instancePath:instancePath+"/agents/" + i0+"/tools/big/output_chars",schemaPath:"#/properties/agents/items/properties/tools/properties/big/properties/output_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 4001},message:"must be >= 4001"};
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
}
else {
const err61 = {instancePath:instancePath+"/agents/" + i0+"/tools/big",schemaPath:"#/properties/agents/items/properties/tools/properties/big/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err62 = {instancePath:instancePath+"/agents/" + i0+"/tools",schemaPath:"#/properties/agents/items/properties/tools/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.auth !== undefined){
let data29 = data.auth;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.header === undefined){
const err65 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data29.value === undefined){
const err66 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key8 in data29){
if(!((key8 === "header") || (key8 === "value"))){
const err67 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data29.header !== undefined){
let data30 = data29.header;
if(typeof data30 === "string"){
if(func2(data30) < 1){
const err68 = {instancePath:instancePath+"/auth/header",schemaPath:"#/properties/auth/properties/header/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/auth/header",schemaPath:"#/properties/auth/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data29.value !== undefined){
if(typeof data29.value !== "string"){
const err70 = {instancePath:instancePath+"/auth/value",schemaPath:"#/properties/auth/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.model_api_key !== undefined){
if(typeof data.model_api_key !== "string"){
const err72 = {instancePath:instancePath+"/model_api_key",schemaPath:"#/properties/model_api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.input !== undefined){
let data33 = data.input;
const _errs77 = errors;
let valid11 = false;
const _errs78 = errors;
if(typeof data33 !== "string"){
const err73 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if("parts" !== data33){
const err74 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/0/const",keyword:"const",params:{allowedValue: "parts"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid0 = _errs78 === errors;
valid11 = valid11 || _valid0;
if(!valid11){
const _errs80 = errors;
if(typeof data33 !== "string"){
const err75 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if("transcript-tail" !== data33){
const err76 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/1/const",keyword:"const",params:{allowedValue: "transcript-tail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid0 = _errs80 === errors;
valid11 = valid11 || _valid0;
}
if(!valid11){
const err77 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs77;
if(vErrors !== null){
if(_errs77){
vErrors.length = _errs77;
}
else {
vErrors = null;
}
}
}
}
if(data.max_body_bytes !== undefined){
let data34 = data.max_body_bytes;
if(!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))){
const err78 = {instancePath:instancePath+"/max_body_bytes",schemaPath:"#/properties/max_body_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(typeof data34 == "number"){
if(data34 < 1 || isNaN(data34)){
const err79 = {instancePath:instancePath+"/max_body_bytes",schemaPath:"#/properties/max_body_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
}
else {
const err80 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export const validate = validate10 as unknown as ValidateFunction;
